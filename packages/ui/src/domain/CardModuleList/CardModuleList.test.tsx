import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { CardModuleList, type EditableCardModule } from './CardModuleList';

const start: EditableCardModule[] = [
  { key: 'dyn', moduleCode: 14, moduleName: '动态', ifDisplay: 1 },
  { key: 'a', moduleCode: 1, moduleName: '个人简介', ifDisplay: 1 },
  { key: 'b', moduleCode: 13, moduleName: '荣誉', ifDisplay: 0, removable: true },
  { key: 'c', moduleCode: 50, moduleName: '服务承诺', ifDisplay: 1 },
];

function Harness({ onChange = () => {}, ...rest }: Partial<Parameters<typeof CardModuleList>[0]>) {
  const [modules, setModules] = useState(start);
  return (
    <CardModuleList
      cardType={2}
      modules={modules}
      onChange={(next) => {
        onChange(next);
        setModules(next);
      }}
      onEdit={() => {}}
      onRemove={() => {}}
      {...rest}
    />
  );
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('[title]')?.textContent);

describe('CardModuleList', () => {
  it('keeps dynamics last and not movable, and is axe clean', async () => {
    renderUi(<Harness />);
    expect(names()).toEqual(['个人简介', '荣誉', '服务承诺', '动态']);
    expect(screen.getByRole('button', { name: '动态固定显示在最后' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '上移动态' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移服务承诺' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('reorders with the move buttons and arrow keys on the handle, keeping focus and announcing', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '下移个人简介' }));
    expect(names()).toEqual(['荣誉', '个人简介', '服务承诺', '动态']);
    expect(screen.getByRole('button', { name: '下移个人简介' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('个人简介 已移至第 2 位，共 3 个');
    screen.getByRole('button', { name: /拖动排序服务承诺/ }).focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(names()).toEqual(['服务承诺', '荣誉', '个人简介', '动态']);
    expect(screen.getByRole('button', { name: /拖动排序服务承诺/ })).toHaveFocus();
  });

  it('reorders by dragging a row onto another, never past dynamics', () => {
    renderUi(<Harness />);
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
    };
    act(() => {
      fireEvent.dragStart(rows[0]!, { dataTransfer });
    });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    expect(names()).toEqual(['荣誉', '服务承诺', '个人简介', '动态']);
    const again = within(screen.getByRole('list')).getAllByRole('listitem');
    fireEvent.dragStart(again[0]!, { dataTransfer });
    fireEvent.drop(again[3]!, { dataTransfer });
    expect(names()).toEqual(['荣誉', '服务承诺', '个人简介', '动态']);
  });

  it('toggles display, edits and removes only removable modules', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onRemove = vi.fn();
    const onChange = vi.fn();
    renderUi(<Harness onEdit={onEdit} onRemove={onRemove} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '显示荣誉' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(onChange.mock.calls[0]![0].find((m: EditableCardModule) => m.key === 'b').ifDisplay).toBe(1);
    expect(screen.getByRole('switch', { name: '显示荣誉' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: '编辑个人简介' }));
    expect(onEdit).toHaveBeenCalledWith('a');
    expect(screen.queryByRole('button', { name: '删除个人简介' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除荣誉' }));
    await user.click(screen.getByRole('button', { name: '删除服务承诺' }));
    expect(onRemove.mock.calls).toEqual([['b'], ['c']]);
  });

  it('adds a missing standard module or a named custom one, before dynamics', async () => {
    const user = userEvent.setup();
    renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: '+ 添加模块' }));
    const menu = await screen.findByRole('menu');
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(offered).toEqual([
      '关联企业',
      '产业布局',
      '技术领域',
      '资质列表',
      '产品与服务',
      '经营范围',
      '产品',
      '股票行情',
      '自定义模块',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: '股票行情' }));
    expect(names()).toEqual(['个人简介', '荣誉', '服务承诺', '股票行情', '动态']);
    await user.click(screen.getByRole('button', { name: '+ 添加模块' }));
    await user.click(await screen.findByRole('menuitem', { name: '自定义模块' }));
    const dialog = await screen.findByRole('dialog', { name: '自定义模块' });
    const input = within(dialog).getByRole('textbox', { name: '模块名称' });
    expect(input).toHaveAttribute('maxlength', '20');
    await user.type(input, '售后服务');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(names()).toEqual(['个人简介', '荣誉', '服务承诺', '股票行情', '售后服务', '动态']);
    expect(screen.getByRole('button', { name: '删除售后服务' })).toBeInTheDocument();
  });

  it('offers the government modules on a government card, in English', async () => {
    const user = userEvent.setup();
    renderUi(
      <CardModuleList
        cardType={1}
        modules={[{ key: 'x', moduleCode: 3, moduleName: 'Region', ifDisplay: 1 }]}
        onChange={() => {}}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: '+ Add module' }));
    const offered = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(offered).toEqual([
      'Profile',
      'Videos',
      'Images',
      'Partners',
      'Honors',
      'Dynamics',
      'Custom module',
    ]);
  });
});
