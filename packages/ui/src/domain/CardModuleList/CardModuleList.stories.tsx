import { CardModuleList, type CardModuleListProps, type EditableCardModule } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const enterprise: EditableCardModule[] = [
  { key: 'm14', moduleCode: 14, moduleName: '动态', ifDisplay: 1 },
  { key: 'm1', moduleCode: 1, moduleName: '个人简介', ifDisplay: 1 },
  { key: 'm2', moduleCode: 2, moduleName: '关联企业', ifDisplay: 1 },
  { key: 'm13', moduleCode: 13, moduleName: '荣誉', ifDisplay: 0, removable: true },
  { key: 'm50', moduleCode: 50, moduleName: '服务承诺', ifDisplay: 1 },
];

/** Holds the list like the portal's editor does. */
function Stateful(props: CardModuleListProps) {
  const [modules, setModules] = useState(props.modules);
  return (
    <CardModuleList
      {...props}
      modules={modules}
      onChange={(next) => {
        props.onChange(next);
        setModules(next);
      }}
      onRemove={(key) => {
        props.onRemove?.(key);
        setModules(modules.filter((m) => m.key !== key));
      }}
    />
  );
}

const meta = {
  title: 'Domain/CardModuleList',
  component: CardModuleList,
  args: { modules: enterprise, cardType: 2, onChange: fn(), onRemove: fn(), onEdit: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ width: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CardModuleList>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvas: ReturnType<typeof within>) =>
  canvas.getAllByRole('listitem').map((li: HTMLElement) => li.querySelector('[title]')?.textContent);

export const KeyboardReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(order(canvas)).toEqual(['个人简介', '关联企业', '荣誉', '服务承诺', '动态']);
    canvas.getByRole('button', { name: /拖动排序服务承诺/ }).focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(order(canvas)).toEqual(['个人简介', '服务承诺', '关联企业', '荣誉', '动态']);
    await expect(canvas.getByRole('button', { name: /拖动排序服务承诺/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '上移荣誉' }));
    await expect(order(canvas)).toEqual(['个人简介', '服务承诺', '荣誉', '关联企业', '动态']);
    await expect(canvas.getByRole('status')).toHaveTextContent('荣誉 已移至第 3 位，共 4 个');
  },
};

export const ToggleAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: '显示荣誉' }));
    await expect(canvas.getByRole('switch', { name: '显示荣誉' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '删除服务承诺' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m50');
    await expect(canvas.queryByRole('button', { name: '删除个人简介' })).toBeNull();
  },
};

export const AddCustomModule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+ 添加模块' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '自定义模块' }));
    const dialog = await screen.findByRole('dialog', { name: '自定义模块' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '模块名称' }), '售后服务{Enter}');
    await expect(order(canvas)).toEqual(['个人简介', '关联企业', '荣誉', '服务承诺', '售后服务', '动态']);
  },
};

export const GovernmentEnglish: Story = {
  args: {
    cardType: 1,
    modules: [
      { key: 'g3', moduleCode: 3, moduleName: 'Region', ifDisplay: 1 },
      { key: 'g5', moduleCode: 5, moduleName: 'Images', ifDisplay: 1, removable: true },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Add module' }));
    await expect(await screen.findByRole('menuitem', { name: 'Videos' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };
