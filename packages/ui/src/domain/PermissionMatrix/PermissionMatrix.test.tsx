import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { renderUi } from '../../test/render';
import { permissionsEn, permissionsZh, rolesEn, rolesZh } from './fixtures';
import { PermissionMatrix } from './PermissionMatrix';

describe('PermissionMatrix', { timeout: 20_000 }, () => {
  it('is a captioned table with a header per role and per permission, axe-clean', async () => {
    renderUi(
      <PermissionMatrix caption="角色权限" roles={rolesZh} permissions={permissionsZh} onToggle={() => {}} />,
    );
    const table = screen.getByRole('table', { name: '角色权限' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(rolesZh.length + 1);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(permissionsZh.length);
    expect(within(table).getAllByRole('checkbox')).toHaveLength(rolesZh.length * permissionsZh.length);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('reports a toggle with the role, the permission and the new state', () => {
    const onToggle = vi.fn();
    renderUi(
      <PermissionMatrix caption="角色权限" roles={rolesZh} permissions={permissionsZh} onToggle={onToggle} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '财务专员 – 查看财务' }));
    expect(onToggle).toHaveBeenCalledWith('finance', 'finance.view', false);
    fireEvent.click(screen.getByRole('checkbox', { name: '人事专员 – 导出数据' }));
    expect(onToggle).toHaveBeenLastCalledWith('hr', 'data.export', true);
  });

  it('disables the locked roles, checked as given, and everything when read-only', async () => {
    const { rerender } = renderUi(
      <PermissionMatrix caption="角色权限" roles={rolesZh} permissions={permissionsZh} onToggle={() => {}} />,
    );
    expect(screen.getByRole('checkbox', { name: '管理员 – 处理申诉' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '管理员 – 处理申诉' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '成员 – 处理申诉' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '人事专员 – 处理申诉' })).toBeEnabled();
    rerender(<PermissionMatrix caption="角色权限" roles={rolesZh} permissions={permissionsZh} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('speaks English', () => {
    renderUi(<PermissionMatrix caption="Role permissions" roles={rolesEn} permissions={permissionsEn} />, {
      locale: 'en',
    });
    expect(screen.getByRole('columnheader', { name: 'Permission' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Administrator – Export data' })).toBeChecked();
  });
});
