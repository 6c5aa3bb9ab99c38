import { applyTreeMove, TreeEditor, type TreeNode } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { departmentsEn, departmentsZh } from './fixtures';

interface DemoProps {
  onSelect: (id: string) => void;
  onMove: (id: string, parentId: string | null, index: number) => void;
  onRename: (id: string, name: string) => void;
  onAdd: (parentId: string | null) => void;
  onRemove: (id: string) => void;
  locale?: 'zh' | 'en';
  readOnly?: boolean;
}

/** A host that keeps the departments and applies each change, as the organisation centre does. */
function DepartmentTree({ onSelect, onMove, onRename, onAdd, onRemove, locale = 'zh', readOnly }: DemoProps) {
  const [nodes, setNodes] = useState<TreeNode[]>(() => (locale === 'zh' ? departmentsZh : departmentsEn));
  const [selected, setSelected] = useState<string | null>('gm');
  const editing = readOnly
    ? {}
    : {
        onMove: (id: string, parentId: string | null, index: number) => {
          onMove(id, parentId, index);
          setNodes((all) => applyTreeMove(all, id, parentId, index));
        },
        onRename: (id: string, name: string) => {
          onRename(id, name);
          setNodes((all) => all.map((n) => (n.id === id ? { ...n, name } : n)));
        },
        onAdd: (parentId: string | null) => {
          onAdd(parentId);
          setNodes((all) => [
            ...all,
            {
              id: `new${all.length}`,
              parentId,
              name: locale === 'zh' ? '新部门' : 'New department',
              sort: all.length,
              count: 0,
            },
          ]);
        },
        onRemove: (id: string) => {
          onRemove(id);
          setNodes((all) => {
            const gone = new Set([id]);
            for (let grew = true; grew;) {
              grew = false;
              for (const n of all)
                if (n.parentId !== null && gone.has(n.parentId) && !gone.has(n.id)) {
                  gone.add(n.id);
                  grew = true;
                }
            }
            return all.filter((n) => !gone.has(n.id));
          });
        },
      };
  return (
    <div style={{ maxWidth: 420 }}>
      <TreeEditor
        label={locale === 'zh' ? '部门' : 'Departments'}
        nodes={nodes}
        selectedId={selected}
        onSelect={(id) => {
          onSelect(id);
          setSelected(id);
        }}
        {...editing}
      />
    </div>
  );
}

const meta = {
  title: 'Domain/Org/TreeEditor',
  component: DepartmentTree,
  args: { onSelect: fn(), onMove: fn(), onRename: fn(), onAdd: fn(), onRemove: fn() },
} satisfies Meta<typeof DepartmentTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('treeitem', { name });
const focusOn = (root: HTMLElement, name: string | RegExp) =>
  waitFor(() => expect(document.activeElement).toBe(item(root, name)));
/** The names of the nodes shown under `parent` (the top level when null), in order. */
const namesUnder = (root: HTMLElement, parent: string | null) => {
  const items = within(root).getAllByRole('treeitem');
  const level = (el: HTMLElement) => Number(el.getAttribute('aria-level'));
  const start = parent === null ? -1 : items.indexOf(item(root, new RegExp(`^${parent} `)));
  const depth = parent === null ? 0 : level(items[start]!);
  const after = items.slice(start + 1);
  const end = after.findIndex((el) => level(el) <= depth);
  return (end < 0 ? after : after.slice(0, end))
    .filter((el) => level(el) === depth + 1)
    .map((el) => el.querySelector('[id$="-name"]')!.textContent);
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tree', { name: '部门' })).toBeInTheDocument();
    const gm = item(canvasElement, '总经办 3 人');
    await expect(gm).toHaveAttribute('aria-level', '1');
    await expect(gm).toHaveAttribute('aria-expanded', 'true');
    await expect(gm).toHaveAttribute('aria-selected', 'true');
    // One tab stop: the selected node.
    await userEvent.tab();
    await expect(document.activeElement).toBe(gm);
    await userEvent.keyboard('{ArrowDown}');
    await focusOn(canvasElement, /^行政部/);
    await expect(document.activeElement).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowLeft}');
    await focusOn(canvasElement, /^总经办/);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(gm).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('treeitem', { name: /^行政部/ })).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await focusOn(canvasElement, /^市场部/);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('market');
    await expect(item(canvasElement, /^市场部/)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await focusOn(canvasElement, /^品牌组/);
    await userEvent.keyboard('{End}');
    await focusOn(canvasElement, /^财务部/);
    await userEvent.keyboard('{Home}');
    await focusOn(canvasElement, /^总经办/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(gm).toHaveAttribute('aria-expanded', 'true');
    await expect(document.activeElement).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1);
  },
};

export const KeyboardRename: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    item(canvasElement, /^市场部/).focus();
    await userEvent.keyboard('{F2}');
    const field = await canvas.findByRole('textbox', { name: '「市场部」的新名称' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await expect(field).toHaveValue('市场部');
    await expect(field).toHaveAttribute('maxlength', '30');
    // An empty name is refused: the field stays open.
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('名称不能为空');
    await expect(args.onRename).not.toHaveBeenCalled();
    await userEvent.keyboard('市场营销部{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('market', '市场营销部');
    await expect(canvas.getByRole('status')).toHaveTextContent('已重命名为 市场营销部');
    await focusOn(canvasElement, '市场营销部 12 人');
    // Escape cancels.
    await userEvent.keyboard('{F2}');
    await userEvent.keyboard('作废{Escape}');
    await focusOn(canvasElement, '市场营销部 12 人');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onRename).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardMove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    item(canvasElement, /^招商部/).focus();
    // Alt+Up: before 市场部.
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('invest', null, 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('招商部 已移到顶层第 2 / 5 位');
    await waitFor(() =>
      expect(namesUnder(canvasElement, null)).toEqual(['总经办', '招商部', '市场部', '技术部', '财务部']),
    );
    await focusOn(canvasElement, /^招商部/);
    // Alt+Right: into the previous sibling, last among its children.
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('invest', 'gm', 1);
    await expect(canvas.getByRole('status')).toHaveTextContent('招商部 已移到「总经办」下第 2 / 2 位');
    await waitFor(() => expect(item(canvasElement, /^招商部/)).toHaveAttribute('aria-level', '2'));
    await expect(item(canvasElement, /^华东招商组/)).toHaveAttribute('aria-level', '3');
    await focusOn(canvasElement, /^招商部/);
    // Alt+Left: out to the top level, right after its former parent.
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('invest', null, 1);
    await waitFor(() => expect(item(canvasElement, /^招商部/)).toHaveAttribute('aria-level', '1'));
    await focusOn(canvasElement, /^招商部/);
    // Alt+Down: after 市场部.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(args.onMove).toHaveBeenLastCalledWith('invest', null, 2);
    await waitFor(() =>
      expect(namesUnder(canvasElement, null)).toEqual(['总经办', '市场部', '招商部', '技术部', '财务部']),
    );
    await focusOn(canvasElement, /^招商部/);
    // The first node cannot go further up.
    item(canvasElement, /^总经办/).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(canvas.getByRole('status')).toHaveTextContent('总经办 不能移到这里');
    await expect(args.onMove).toHaveBeenCalledTimes(4);
  },
};

export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '在「市场部」下添加部门' }));
    await expect(args.onAdd).toHaveBeenCalledWith('market');
    // The new department opens for its name.
    const field = await canvas.findByRole('textbox', { name: '「新部门」的新名称' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await userEvent.clear(field);
    await userEvent.keyboard('新媒体组{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('new10', '新媒体组');
    await expect(namesUnder(canvasElement, '市场部')).toEqual(['品牌组', '渠道组', '新媒体组']);
    await focusOn(canvasElement, '新媒体组 0 人');
    await userEvent.click(canvas.getByRole('button', { name: '删除「渠道组」' }));
    await expect(args.onRemove).toHaveBeenCalledWith('channel');
    await expect(namesUnder(canvasElement, '市场部')).toEqual(['品牌组', '新媒体组']);
    // Removing the focused node hands focus to the one above.
    await userEvent.click(canvas.getByRole('button', { name: '删除「新媒体组」' }));
    await focusOn(canvasElement, /^品牌组/);
    await userEvent.click(canvas.getByRole('button', { name: '添加部门' }));
    await expect(args.onAdd).toHaveBeenLastCalledWith(null);
    await expect(await canvas.findByRole('textbox', { name: '「新部门」的新名称' })).toHaveFocus();
    // Rename by the button.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: '重命名「技术部」' }));
    await expect(await canvas.findByRole('textbox', { name: '「技术部」的新名称' })).toHaveFocus();
  },
};

export const DragWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dataTransfer = new DataTransfer();
    const rowOf = (name: RegExp) => item(canvasElement, name).firstElementChild as HTMLElement;
    const fire = (el: Element, type: string, where?: 'top' | 'middle' | 'bottom') => {
      const box = el.getBoundingClientRect();
      const clientY =
        where === 'top' ? box.top + 2 : where === 'bottom' ? box.bottom - 2 : box.top + box.height / 2;
      el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer, clientY }));
    };
    // 财务部 onto the middle of 总经办: it nests, last among the children.
    const finance = rowOf(/^财务部/);
    fire(finance, 'dragstart');
    await waitFor(() => expect(item(canvasElement, /^财务部/)).toHaveAttribute('data-dragging', 'true'));
    const gm = rowOf(/^总经办/);
    fire(gm, 'dragover', 'middle');
    await waitFor(() => expect(gm).toHaveAttribute('data-drop', 'inside'));
    fire(gm, 'drop', 'middle');
    fire(finance, 'dragend');
    await expect(args.onMove).toHaveBeenCalledWith('finance', 'gm', 1);
    await waitFor(() => expect(namesUnder(canvasElement, '总经办')).toEqual(['行政部', '财务部']));
    await expect(canvas.getByRole('status')).toHaveTextContent('财务部 已移到「总经办」下第 2 / 2 位');
    // 技术部 onto the upper edge of 市场部: it goes before it.
    const tech = rowOf(/^技术部/);
    fire(tech, 'dragstart');
    await waitFor(() => expect(item(canvasElement, /^技术部/)).toHaveAttribute('data-dragging', 'true'));
    fire(rowOf(/^市场部/), 'dragover', 'top');
    await waitFor(() => expect(rowOf(/^市场部/)).toHaveAttribute('data-drop', 'before'));
    fire(rowOf(/^市场部/), 'drop', 'top');
    fire(tech, 'dragend');
    await expect(args.onMove).toHaveBeenLastCalledWith('tech', null, 1);
    await waitFor(() =>
      expect(namesUnder(canvasElement, null)).toEqual(['总经办', '技术部', '市场部', '招商部']),
    );
    // 市场部 onto its own child: refused, no marker, no move.
    const market = rowOf(/^市场部/);
    fire(market, 'dragstart');
    await waitFor(() => expect(item(canvasElement, /^市场部/)).toHaveAttribute('data-dragging', 'true'));
    const brand = rowOf(/^品牌组/);
    fire(brand, 'dragover', 'middle');
    await expect(brand).not.toHaveAttribute('data-drop');
    fire(brand, 'drop', 'middle');
    fire(market, 'dragend');
    await expect(args.onMove).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('市场部 不能移到这里');
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvasElement.querySelector('[draggable="true"]')).toBeNull();
    item(canvasElement, /^市场部/).focus();
    await userEvent.keyboard('{F2}{Alt>}{ArrowUp}{/Alt}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('brand');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tree', { name: 'Departments' })).toBeInTheDocument();
    await expect(item(canvasElement, 'Marketing 12 members')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Add a department under "Marketing"' }),
    ).toBeInTheDocument();
    item(canvasElement, /^Finance/).focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledWith('finance', null, 3);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Finance moved to the top level, position 4 of 5',
    );
    await focusOn(canvasElement, /^Finance/);
    await userEvent.keyboard('{F2}');
    const field = await canvas.findByRole('textbox', { name: 'New name of "Finance"' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveAccessibleDescription('The name cannot be empty');
    await userEvent.keyboard('{Escape}');
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <DepartmentTree {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const invest = await inside.findByRole('treeitem', { name: /^招商部/ });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    invest.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(args.onMove).toHaveBeenCalledWith('invest', null, 1);
    await waitFor(() => expect(shadow.activeElement).toHaveAttribute('data-node-id', 'invest'));
    await userEvent.keyboard('{F2}');
    const field = await inside.findByRole('textbox', { name: '「招商部」的新名称' });
    await waitFor(() => expect(shadow.activeElement).toBe(field));
    // user-event cannot type into a shadow root's field: set its value the way typing does.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, '招商中心');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith('invest', '招商中心');
    await waitFor(() => expect(shadow.activeElement).toHaveAttribute('data-node-id', 'invest'));
    await expect(inside.getByRole('status')).toHaveTextContent('已重命名为 招商中心');
  },
};
