import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { departmentsEn, departmentsZh } from './fixtures';
import { TreeEditor } from './TreeEditor';

const noop = () => {};

describe('TreeEditor', { timeout: 20_000 }, () => {
  it('renders the ARIA tree with levels, one tab stop and labelled buttons, axe-clean', async () => {
    renderUi(
      <TreeEditor
        label="部门"
        nodes={departmentsZh}
        selectedId="market"
        onSelect={noop}
        onMove={noop}
        onRename={noop}
        onAdd={noop}
        onRemove={noop}
      />,
    );
    const items = screen.getAllByRole('treeitem');
    expect(items).toHaveLength(departmentsZh.length);
    expect(screen.getByRole('treeitem', { name: '品牌组 5 人' })).toHaveAttribute('aria-level', '2');
    expect(screen.getByRole('treeitem', { name: '市场部 12 人' })).toHaveAttribute('tabindex', '0');
    expect(items.filter((el) => el.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByRole('button', { name: '在「市场部」下添加部门' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重命名「市场部」' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除「市场部」' })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is read-only without the editing callbacks', async () => {
    const onSelect = vi.fn();
    renderUi(<TreeEditor label="部门" nodes={departmentsZh} onSelect={onSelect} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    const market = screen.getByRole('treeitem', { name: /^市场部/ });
    market.focus();
    fireEvent.keyDown(market, { key: 'F2' });
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.keyDown(market, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('market');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('collapses and expands by keyboard and by the chevron', () => {
    renderUi(<TreeEditor label="Departments" nodes={departmentsEn} />, { locale: 'en' });
    const marketing = screen.getByRole('treeitem', { name: 'Marketing 12 members' });
    marketing.focus();
    fireEvent.keyDown(marketing, { key: 'ArrowLeft' });
    expect(marketing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /^Brand/ })).toBeNull();
    fireEvent.click(marketing.querySelector('[data-toggle]')!);
    expect(marketing).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: /^Brand/ })).toHaveAttribute('aria-posinset', '1');
    expect(screen.getByRole('treeitem', { name: /^Brand/ })).toHaveAttribute('aria-setsize', '2');
  });

  it('refuses an empty name and caps the name length', () => {
    const onRename = vi.fn();
    renderUi(<TreeEditor label="部门" nodes={departmentsZh} onRename={onRename} maxNameLength={4} />);
    const tech = screen.getByRole('treeitem', { name: /^技术部/ });
    fireEvent.keyDown(tech, { key: 'F2' });
    const field = screen.getByRole('textbox', { name: '「技术部」的新名称' });
    expect(field).toHaveAttribute('maxlength', '4');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: ' 研发中心 ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledWith('tech', '研发中心');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
