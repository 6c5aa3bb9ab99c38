import { CapabilityRadar } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Charts/CapabilityRadar',
  component: CapabilityRadar,
  args: {
    scores: {
      growScore: 620,
      riskScore: 480,
      stseScore: 350,
      evolScore: 710,
      innovScore: 830,
      effectScore: 560,
      totalScore: 640,
    },
  },
} satisfies Meta<typeof CapabilityRadar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toBeInTheDocument();
    await expect(canvas.getByText(/高质量发展型|High-quality growth/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('canvas')).not.toBeNull();
  },
};

export const TopLevel: Story = {
  args: {
    scores: {
      growScore: 900,
      riskScore: 900,
      stseScore: 880,
      evolScore: 900,
      innovScore: 900,
      effectScore: 900,
      totalScore: 905,
    },
  },
};

export const Empty: Story = {
  args: { scores: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
