import { Table, TableColumnSettings, type ColumnSetting, type TableColumn } from '@platform/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';

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

/** A host that keeps the column settings (the pipeline table saves them in the user's view). */
function WithSettings({ onSave, en = false }: { onSave: (s: ColumnSetting[]) => void; en?: boolean }) {
  const [settings, setSettings] = useState<ColumnSetting[] | null>(null);
  const titles = en ? ['Company', 'City', 'Capital'] : ['企业名称', '城市', '注册资本（万元）'];
  const cols = columns.map((c, i) => ({ ...c, title: titles[i]! }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 8 }}>
      <TableColumnSettings
        columns={cols}
        value={settings}
        onChange={(next) => {
          onSave(next);
          setSettings(next);
        }}
      />
      <div style={{ alignSelf: 'stretch' }}>
        <Table<Company>
          caption={en ? 'Companies' : '企业列表'}
          columns={cols}
          rows={rows}
          rowKey={(r) => r.id}
          columnSettings={settings}
        />
      </div>
    </div>
  );
}

const headers = (root: HTMLElement) =>
  within(root)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace(/[▲▼⇅]/g, ''));

export const ColumnSettings: StoryObj<typeof WithSettings> = {
  args: { onSave: fn() },
  render: (args) => <WithSettings {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '列设置' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const panel = await within(document.body).findByRole('dialog', { name: '列设置' });
    const panelIn = within(panel);
    // Hide 城市.
    await userEvent.click(panelIn.getByRole('checkbox', { name: '城市' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['企业名称', '注册资本（万元）']));
    await expect(args.onSave).toHaveBeenLastCalledWith([
      { key: 'name', visible: true },
      { key: 'city', visible: false },
      { key: 'capital', visible: true },
    ]);
    // Move 注册资本 to the top with the keyboard; focus stays on the row.
    panelIn.getByRole('button', { name: '上移注册资本（万元）' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(headers(canvasElement)).toEqual(['企业名称', '注册资本（万元）']));
    await expect(panelIn.getByRole('status')).toHaveTextContent('注册资本（万元） 移到第 2 / 3 列');
    await waitFor(() => expect(panelIn.getByRole('button', { name: '上移注册资本（万元）' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(headers(canvasElement)).toEqual(['注册资本（万元）', '企业名称']));
    // At the top its up button is disabled: focus moves to its checkbox.
    await waitFor(() => expect(panelIn.getByRole('checkbox', { name: '注册资本（万元）' })).toHaveFocus());
    // The last shown column cannot be hidden.
    await userEvent.click(panelIn.getByRole('checkbox', { name: '企业名称' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['注册资本（万元）']));
    await expect(panelIn.getByRole('checkbox', { name: '注册资本（万元）' })).toBeDisabled();
    await userEvent.click(panelIn.getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['企业名称', '城市', '注册资本（万元）']));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const ColumnSettingsEnglish: StoryObj<typeof WithSettings> = {
  args: { onSave: fn(), en: true },
  render: (args) => <WithSettings {...args} />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columns' }));
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Columns' }));
    await userEvent.click(panel.getByRole('button', { name: 'Move City down' }));
    await waitFor(() => expect(headers(canvasElement)).toEqual(['Company', 'Capital', 'City']));
    await expect(panel.getByRole('status')).toHaveTextContent('City moved to column 3 of 3');
    await expect(panel.getByRole('button', { name: 'Reset' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const ColumnSettingsCommonTheme: StoryObj<typeof WithSettings> = {
  args: { onSave: fn() },
  render: (args) => <WithSettings {...args} />,
  globals: { theme: 'common' },
};

export const ColumnSettingsWhiteLabel: StoryObj<typeof WithSettings> = {
  args: { onSave: fn() },
  render: (args) => <WithSettings {...args} />,
  globals: { theme: 'oem' },
};

export const ColumnSettingsInShadowRoot: StoryObj<typeof WithSettings> = {
  args: { onSave: fn() },
  render: (args) => (
    <ShadowHost>
      <WithSettings {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const button = await inside.findByRole('button', { name: '列设置' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    await userEvent.click(button);
    const panel = await inside.findByRole('dialog', { name: '列设置' });
    await expect(shadow.contains(panel)).toBe(true);
    await userEvent.click(within(panel).getByRole('checkbox', { name: '城市' }));
    await waitFor(() =>
      expect(headers(shadow as unknown as HTMLElement)).toEqual(['企业名称', '注册资本（万元）']),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inside.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(shadow.activeElement).toBe(button));
  },
};
