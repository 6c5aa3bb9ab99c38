import { EnergyLevel } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Domain/EnergyLevel',
  component: EnergyLevel,
  args: { rankScoreInIndustry: 86.5, contribution: '12.3%', level: 4 },
} satisfies Meta<typeof EnergyLevel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level4: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: /企业能级|Energy level/ });
    await expect(meter).toHaveAttribute('aria-valuenow', '4');
    await expect(meter).toHaveAttribute('aria-valuemax', '5');
    await expect(within(canvasElement).getByText('86.5')).toBeInTheDocument();
  },
};

export const Clamped: Story = {
  args: { level: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
  },
};

export const Empty: Story = {
  args: { level: null, rankScoreInIndustry: null, contribution: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getAllByText('-').length).toBeGreaterThanOrEqual(2);
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
