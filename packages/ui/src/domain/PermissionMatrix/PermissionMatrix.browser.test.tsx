import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider, UiConfigProvider, blueTheme } from '@platform/ui';
import { PermissionMatrix } from '@platform/ui/domain';
import { permissionsZh, rolesZh } from './fixtures';

// Real Chromium with trusted input: Tab reaches every box that can change, Space and clicks toggle.
const host = document.createElement('div');
host.style.width = '520px';
document.body.append(host);
const root = createRoot(host);
afterEach(() => act(() => root.render(null)));

function Roles({ onToggle }: { onToggle: (roleId: string, permission: string, granted: boolean) => void }) {
  const [roles, setRoles] = useState(rolesZh);
  return (
    <ThemeProvider theme={blueTheme}>
      <UiConfigProvider locale="zh">
        <PermissionMatrix
          caption="角色权限"
          roles={roles}
          permissions={permissionsZh}
          onToggle={(roleId, permission, granted) => {
            onToggle(roleId, permission, granted);
            setRoles((all) =>
              all.map((r) =>
                r.id === roleId
                  ? {
                      ...r,
                      permissions: granted
                        ? [...r.permissions, permission]
                        : r.permissions.filter((p) => p !== permission),
                    }
                  : r,
              ),
            );
          }}
        />
      </UiConfigProvider>
    </ThemeProvider>
  );
}

it('Tab visits every box of the unlocked roles, row by row, and Space toggles', async () => {
  const onToggle = vi.fn();
  await act(async () => root.render(<Roles onToggle={onToggle} />));
  const unlocked = rolesZh.filter((r) => !r.locked);
  const names: string[] = [];
  await userEvent.click(page.getByRole('caption'));
  for (let i = 0; i < unlocked.length * permissionsZh.length; i++) {
    await userEvent.tab();
    names.push(document.activeElement?.getAttribute('aria-label') ?? '');
  }
  expect(names).toEqual(permissionsZh.flatMap((p) => unlocked.map((r) => `${r.name} – ${p.label}`)));
  await userEvent.keyboard(' ');
  expect(onToggle).toHaveBeenCalledWith('hr', 'appeals.handle', true);
  await expect.element(page.getByRole('checkbox', { name: '人事专员 – 处理申诉' })).toBeChecked();
});

it('a real click toggles a box; a locked role does not move', async () => {
  const onToggle = vi.fn();
  await act(async () => root.render(<Roles onToggle={onToggle} />));
  await userEvent.click(page.getByRole('checkbox', { name: '财务专员 – 查看财务' }));
  expect(onToggle).toHaveBeenCalledWith('finance', 'finance.view', false);
  await expect.element(page.getByRole('checkbox', { name: '财务专员 – 查看财务' })).not.toBeChecked();
  await userEvent.click(page.getByRole('checkbox', { name: '管理员 – 查看财务' }), { force: true });
  expect(onToggle).toHaveBeenCalledTimes(1);
  await expect.element(page.getByRole('checkbox', { name: '管理员 – 查看财务' })).toBeChecked();
});

it('arrow keys walk the grid, skipping the locked columns', async () => {
  await act(async () => root.render(<Roles onToggle={() => {}} />));
  await userEvent.click(page.getByRole('checkbox', { name: '销售经理 – 导出数据' }));
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('销售经理 – 导出数据');
  await userEvent.keyboard('{ArrowRight}{ArrowDown}');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('财务专员 – 查看全部客户');
});
