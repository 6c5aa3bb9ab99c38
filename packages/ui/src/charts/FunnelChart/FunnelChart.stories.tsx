import { FunnelChart } from '@platform/ui/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ShadowHost, shadowOf } from '../../test/ShadowHost';

const wan = (n: number) => `¥${(n / 10000).toLocaleString('zh-CN')} 万`;

const meta = {
  title: 'Charts/FunnelChart',
  component: FunnelChart,
  args: {
    formatValue: wan,
    stages: [
      { name: '初步接洽', count: 60, value: 12_000_000 },
      { name: '需求确认', count: 42, value: 9_500_000 },
      { name: '方案报价', count: 30, value: 7_200_000 },
      { name: '商务谈判', count: 18, value: 5_100_000 },
      { name: '赢单', count: 9, value: 2_600_000 },
    ],
  },
} satisfies Meta<typeof FunnelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('img');
    await expect(figure).toHaveAccessibleName(/^销售漏斗: 初步接洽：60 个 · ¥1,200 万; 需求确认：42 个/);
    await waitFor(() => expect(canvasElement.querySelector('canvas')).not.toBeNull());
  },
};

const stagesEn = [
  { name: 'First contact', count: 60, value: 12_000_000 },
  { name: 'Needs confirmed', count: 42, value: 9_500_000 },
  { name: 'Proposal and quote', count: 30, value: 7_200_000 },
  { name: 'Negotiation', count: 18, value: 5_100_000 },
  { name: 'Won', count: 1, value: 260_000 },
];

export const English: Story = {
  args: { stages: stagesEn, formatValue: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      /^Sales funnel: First contact: 60 deals · 12,000,000; .*Won: 1 deal · 260,000$/,
    );
  },
};

/** Counts only (leads by status): no value beside the count. */
export const CountsOnly: Story = {
  args: {
    label: '线索状态',
    stages: [
      { name: '新线索', count: 120 },
      { name: '已联系', count: 64 },
      { name: '有意向', count: 20 },
      { name: '已转化', count: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      '线索状态: 新线索：120 个; 已联系：64 个; 有意向：20 个; 已转化：0 个',
    );
  },
};

export const Empty: Story = {
  args: { stages: [{ name: '初步接洽', count: 0, value: 0 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <div style={{ width: 420 }}>
        <FunnelChart {...args} />
      </div>
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const figure = await within(shadow as unknown as HTMLElement).findByRole('img');
    await expect(figure).toHaveAccessibleName(/^销售漏斗: 初步接洽/);
    await waitFor(() => expect(shadow.querySelector('canvas')).not.toBeNull());
  },
};
