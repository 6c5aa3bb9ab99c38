import { RadarChart } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const axesZh = [{ name: '规模' }, { name: '资本' }, { name: '成长' }, { name: '创新' }, { name: '链条覆盖' }];
const axesEn = [
  { name: 'Scale' },
  { name: 'Capital' },
  { name: 'Growth' },
  { name: 'Innovation' },
  { name: 'Presence' },
];

const meta = {
  title: 'Charts/RadarChart',
  component: RadarChart,
  args: {
    label: '产业能力',
    axes: axesZh,
    series: [
      { name: '苏州市', values: [100, 86, 72, 64, 90] },
      { name: '无锡市', values: [58, 100, 55, 100, 76] },
    ],
  },
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { visual: true },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    await expect(figure).toHaveAccessibleName(/^产业能力: 苏州市 规模 100, 资本 86/);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

export const English: Story = {
  args: {
    label: 'Capabilities',
    axes: axesEn,
    series: [
      { name: 'Suzhou', values: [100, 86, 72, 64, 90] },
      { name: 'Wuxi', values: [58, 100, 55, 100, 76] },
      { name: 'Hangzhou', values: [80, 70, 100, 85, 60] },
      { name: 'Nanjing', values: [66, 92, 81, 77, 100] },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      /^Capabilities: Suzhou Scale 100, .*Nanjing Scale 66, Capital 92, Growth 81, Innovation 77, Presence 100$/,
    );
  },
};

export const OneSeries: Story = { args: { series: [{ name: '苏州市', values: [100, 86, 72, 64, 90] }] } };

export const Empty: Story = {
  args: { series: [{ name: '苏州市', values: [0, 0, 0, 0, 0] }], emptyText: '暂无数据' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
