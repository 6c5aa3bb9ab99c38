import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider, UiConfigProvider, blueTheme } from '@platform/ui';
import { applyTreeMove, TreeEditor, type TreeNode } from '@platform/ui/domain';
import { departmentsZh } from './fixtures';

// Real Chromium with trusted input: Alt with the arrows (Alt+Left is the browser's Back), typing a
// name, Tab through a row's buttons, and a mouse drag (Chromium's own HTML5 drag and drop).
const host = document.createElement('div');
host.style.width = '480px';
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

function Departments({
  onMove,
  onRename = () => {},
  nodes: initial = departmentsZh,
}: {
  onMove: (id: string, parentId: string | null, index: number) => void;
  onRename?: (id: string, name: string) => void;
  nodes?: TreeNode[];
}) {
  const [nodes, setNodes] = useState(initial);
  return (
    <ThemeProvider theme={blueTheme}>
      <UiConfigProvider locale="zh">
        <TreeEditor
          label="部门"
          nodes={nodes}
          onMove={(id, parentId, index) => {
            onMove(id, parentId, index);
            setNodes((all) => applyTreeMove(all, id, parentId, index));
          }}
          onRename={(id, name) => {
            onRename(id, name);
            setNodes((all) => all.map((n) => (n.id === id ? { ...n, name } : n)));
          }}
          onAdd={() => {}}
          onRemove={() => {}}
        />
      </UiConfigProvider>
    </ThemeProvider>
  );
}

const item = (name: RegExp) => page.getByRole('treeitem', { name });
const focused = () => document.activeElement?.getAttribute('data-node-id');

it('moves a department with real Alt+arrow keys, keeping focus and the page', async () => {
  const onMove = vi.fn();
  await act(async () => root.render(<Departments onMove={onMove} />));
  const href = location.href;
  await userEvent.click(item(/^招商部/));
  await expect.poll(focused).toBe('invest');
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(onMove).toHaveBeenLastCalledWith('invest', 'market', 2);
  await expect.element(item(/^招商部/)).toHaveAttribute('aria-level', '2');
  await expect.poll(focused).toBe('invest');
  await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(onMove).toHaveBeenLastCalledWith('invest', null, 2);
  await expect.element(item(/^招商部/)).toHaveAttribute('aria-level', '1');
  await expect.poll(focused).toBe('invest');
  // At the top level Alt+Left has nowhere to go, and the browser does not go Back.
  await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(onMove).toHaveBeenCalledTimes(2);
  expect(location.href).toBe(href);
});

it('renames with real typing and reaches the row buttons with Tab', async () => {
  const onRename = vi.fn();
  await act(async () => root.render(<Departments onMove={() => {}} onRename={onRename} />));
  await userEvent.click(item(/^技术部/));
  await userEvent.keyboard('{F2}');
  await expect.element(page.getByRole('textbox', { name: '「技术部」的新名称' })).toHaveFocus();
  await userEvent.keyboard('{Control>}a{/Control}研发中心{Enter}');
  expect(onRename).toHaveBeenCalledWith('tech', '研发中心');
  await expect.poll(focused).toBe('tech');
  await userEvent.tab();
  await expect.element(page.getByRole('button', { name: '在「研发中心」下添加部门' })).toHaveFocus();
  await userEvent.tab();
  await expect.element(page.getByRole('button', { name: '重命名「研发中心」' })).toHaveFocus();
  await userEvent.tab();
  await expect.element(page.getByRole('button', { name: '删除「研发中心」' })).toHaveFocus();
  await userEvent.tab();
  await expect.element(page.getByRole('button', { name: '添加部门', exact: true })).toHaveFocus();
});

it('drags a department with the mouse: the middle nests, the edge places, no drop into itself', async () => {
  const onMove = vi.fn();
  await act(async () => root.render(<Departments onMove={onMove} />));
  await userEvent.dragAndDrop(item(/^财务部/), item(/^总经办/));
  await expect.poll(() => onMove.mock.calls.length).toBe(1);
  expect(onMove).toHaveBeenLastCalledWith('finance', 'gm', 1);
  await expect.element(item(/^财务部/)).toHaveAttribute('aria-level', '2');
  await userEvent.dragAndDrop(item(/^技术部/), item(/^市场部/), { targetPosition: { x: 60, y: 2 } });
  await expect.poll(() => onMove.mock.calls.length).toBe(2);
  expect(onMove).toHaveBeenLastCalledWith('tech', null, 1);
  // Over its own child the row refuses the drop (no marker; Chromium fires no drop event).
  await userEvent.dragAndDrop(item(/^市场部/), item(/^品牌组/));
  await expect.element(item(/^品牌组/)).toHaveAttribute('aria-level', '2');
  expect(host.querySelector('[data-drop]')).toBeNull();
  expect(onMove).toHaveBeenCalledTimes(2);
});

it('shows the largest organisation (200 departments, nested)', async () => {
  const nodes: TreeNode[] = Array.from({ length: 200 }, (_, i) => ({
    id: `d${i}`,
    parentId: i < 5 ? null : `d${Math.floor((i - 5) / 4)}`,
    name: `部门${i}`,
    sort: i,
  }));
  await act(async () => root.render(<Departments onMove={() => {}} nodes={nodes} />));
  expect(host.querySelectorAll('[role="treeitem"]')).toHaveLength(200);
  expect(host.querySelector('[aria-level="4"]')).not.toBeNull();
  await userEvent.click(item(/^部门0$/));
  await userEvent.keyboard('{End}');
  await expect
    .poll(focused)
    .toBe(host.querySelector('[role="treeitem"]:last-child')?.getAttribute('data-node-id'));
});
