import { Empty } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = { title: 'Primitives/Empty', component: Empty } satisfies Meta<typeof Empty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { visual: true } };
export const Custom: Story = { args: { description: '暂无动态' } };

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};
