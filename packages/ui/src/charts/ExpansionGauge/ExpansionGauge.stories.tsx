import { ExpansionGauge } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Charts/ExpansionGauge',
  component: ExpansionGauge,
  args: { value: 7.2 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 10, step: 0.1 } } },
} satisfies Meta<typeof ExpansionGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/7.2 \/ 10/);
  },
};

export const ClampedAtMax: Story = { args: { value: 14 } };

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
