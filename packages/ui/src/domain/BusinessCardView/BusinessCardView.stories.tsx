import { Tag } from '@platform/ui';
import { KLineChart, sampleKLine } from '@platform/ui/charts';
import { BusinessCardView } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { enterpriseCard, governmentCard } from './fixtures';

const meta = {
  title: 'Domain/BusinessCardView',
  component: BusinessCardView,
  args: {
    card: enterpriseCard,
    encrypt: true,
    isOwner: false,
    isStockCompany: true,
    renderLinkedEnterprise: (id: string) => <Tag tone="neutral">企业 {id}</Tag>,
  },
} satisfies Meta<typeof BusinessCardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterpriseMasked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('138****5678')).toBeInTheDocument();
    await expect(canvas.getByText('********@example.com')).toBeInTheDocument();
    await expect(canvas.getByText('***********')).toBeInTheDocument();
    await expect(canvas.getByText('高级产品... | 智能硬件...')).toBeInTheDocument();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(titles).toEqual([
      '关联企业',
      '个人简介',
      '产品服务',
      '合作伙伴',
      '荣誉资质',
      '股票行情',
      '自定义模块',
      '企业动态',
    ]);
    await expect(canvas.getByText('公司宣布完成数亿元 B 轮融资')).toBeInTheDocument();
    await expect(canvas.getByText(/没有更多了|No more/)).toBeInTheDocument();
  },
};

export const Owner: Story = {
  args: { isOwner: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('13812345678')).toBeInTheDocument();
  },
};

export const WithStockChart: Story = {
  args: {
    renderStockChart: () => (
      <KLineChart rows={sampleKLine(60)} name="示例科技" symbol="688001" height={300} />
    ),
  },
};

export const DynamicsLoading: Story = {
  args: { dynamics: { items: [{ title: '新品发布', content: '<p>发布会</p>' }], loading: true } },
};

export const GovernmentWithLightbox: Story = {
  args: { card: governmentCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('不会显示')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '相关图片 2' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('img', { name: '相关图片 2' })).toBeInTheDocument();
  },
};
