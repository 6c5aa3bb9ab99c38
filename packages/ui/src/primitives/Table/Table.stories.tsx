import { Table, type TableColumn } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

interface Company {
  id: string;
  name: string;
  city: string;
  capital: number;
}

const rows: Company[] = [
  { id: '1', name: '星河科技有限公司', city: '深圳', capital: 5000 },
  { id: '2', name: '北辰新材料股份有限公司', city: '北京', capital: 12000 },
  { id: '3', name: '东海智能制造有限公司', city: '上海', capital: 800 },
];

const columns: TableColumn<Company>[] = [
  { key: 'name', title: '企业名称' },
  { key: 'city', title: '城市', sortable: true },
  {
    key: 'capital',
    title: '注册资本（万元）',
    sortable: true,
    align: 'right',
    render: (r) => r.capital.toLocaleString('zh-CN'),
  },
];

const meta = {
  title: 'Primitives/Table',
  component: Table<Company>,
  args: { columns, rows, rowKey: (r: Company) => r.id, caption: '企业列表' },
} satisfies Meta<typeof Table<Company>>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstColumn = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[index]!.textContent);

export const SortByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const capital = canvas.getByRole('columnheader', { name: /注册资本/ });
    const city = canvas.getByRole('columnheader', { name: /城市/ });
    await expect(capital).toHaveAttribute('aria-sort', 'none');
    canvas.getByRole('button', { name: /城市/ }).focus();
    // → moves between the sortable header buttons.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /注册资本/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(capital).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstColumn(canvasElement, 2)).toEqual(['800', '5,000', '12,000']);
    await userEvent.keyboard(' ');
    await expect(capital).toHaveAttribute('aria-sort', 'descending');
    await expect(firstColumn(canvasElement, 2)).toEqual(['12,000', '5,000', '800']);
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(city).toHaveAttribute('aria-sort', 'ascending');
    await expect(capital).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn(canvasElement, 1)).toEqual(['北京', '上海', '深圳']);
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(city).toHaveAttribute('aria-sort', 'none');
    await expect(firstColumn(canvasElement, 1)).toEqual(['深圳', '北京', '上海']);
  },
};

export const EmptyState: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: '加载中...' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const English: Story = {
  args: { rows: [], caption: 'Companies' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = {
  args: { defaultSort: { key: 'capital', order: 'descending' } },
  globals: { theme: 'oem' },
  parameters: { visual: true },
};
