import { KLineChart, sampleKLine } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Charts/KLineChart',
  component: KLineChart,
  args: { rows: sampleKLine(250), name: '示例科技', symbol: '688001' },
} satisfies Meta<typeof KLineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { visual: true } };

export const FullScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(全屏|Full screen)$/ }));
    const shell = await screen.findByRole('dialog');
    await expect(shell).toHaveStyle({ position: 'fixed' });
    const exit = within(shell).getByRole('button', { name: /退出全屏|Exit full screen/ });
    await userEvent.click(exit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: /^(全屏|Full screen)$/ })).toBeInTheDocument();
  },
};

export const StrictModeDoubleMount: Story = {
  render: (args) => (
    <StrictMode>
      <KLineChart {...args} />
    </StrictMode>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('canvas').length).toBeGreaterThan(0));
    // One live echarts instance: exactly one rendering root inside the chart box.
    await expect(canvasElement.querySelectorAll('[_echarts_instance_]').length).toBe(1);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};
