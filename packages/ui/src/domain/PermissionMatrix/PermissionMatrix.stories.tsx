import { PermissionMatrix, type PermissionMatrixRole } from '@platform/ui/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shadowOf, ShadowHost } from '../../test/ShadowHost';
import { permissionsEn, permissionsZh, rolesEn, rolesZh } from './fixtures';

interface DemoProps {
  onToggle: (roleId: string, permission: string, granted: boolean) => void;
  locale?: 'zh' | 'en';
  readOnly?: boolean;
}

/** A host that keeps the roles and applies each toggle, as the organisation centre's role page does. */
function RolePermissions({ onToggle, locale = 'zh', readOnly }: DemoProps) {
  const [roles, setRoles] = useState<PermissionMatrixRole[]>(() => (locale === 'zh' ? rolesZh : rolesEn));
  return (
    <PermissionMatrix
      caption={locale === 'zh' ? '角色权限' : 'Role permissions'}
      roles={roles}
      permissions={locale === 'zh' ? permissionsZh : permissionsEn}
      onToggle={
        readOnly
          ? undefined
          : (roleId, permission, granted) => {
              onToggle(roleId, permission, granted);
              setRoles((all) =>
                all.map((r) =>
                  r.id !== roleId
                    ? r
                    : {
                        ...r,
                        permissions: granted
                          ? [...r.permissions, permission]
                          : r.permissions.filter((p) => p !== permission),
                      },
                ),
              );
            }
      }
    />
  );
}

const meta = {
  title: 'Domain/Org/PermissionMatrix',
  component: RolePermissions,
  args: { onToggle: fn() },
} satisfies Meta<typeof RolePermissions>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (root: HTMLElement, name: string) => within(root).getByRole('checkbox', { name });

export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '角色权限' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['权限', '管理员', '成员', '销售经理', '财务专员', '人事专员']);
    await expect(within(table).getByRole('rowheader', { name: /管理组织/ })).toHaveTextContent(
      '修改组织资料、部门与岗位',
    );
    const cell = box(canvasElement, '销售经理 – 查看财务');
    await expect(cell).not.toBeChecked();
    await expect(cell).toHaveAccessibleDescription('');
    await userEvent.click(cell);
    await expect(args.onToggle).toHaveBeenCalledWith('sales', 'finance.view', true);
    await expect(cell).toBeChecked();
    await userEvent.click(box(canvasElement, '销售经理 – 导出数据'));
    await expect(args.onToggle).toHaveBeenLastCalledWith('sales', 'data.export', false);
    await expect(box(canvasElement, '销售经理 – 导出数据')).not.toBeChecked();
    await expect(box(canvasElement, '财务专员 – 管理成员')).toHaveAccessibleDescription(
      '邀请、审核、停用成员',
    );
  },
};

export const LockedRoles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '管理员 不可修改' })).toBeInTheDocument();
    for (const p of permissionsZh) {
      await expect(box(canvasElement, `管理员 – ${p.label}`)).toBeDisabled();
      await expect(box(canvasElement, `管理员 – ${p.label}`)).toBeChecked();
      await expect(box(canvasElement, `成员 – ${p.label}`)).not.toBeChecked();
    }
    await userEvent.click(box(canvasElement, '成员 – 审核内容'));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const KeyboardGrid: Story = {
  play: async ({ canvasElement, args }) => {
    // Tab reaches the first enabled box (the locked roles' boxes are skipped).
    await userEvent.tab();
    await expect(document.activeElement).toBe(box(canvasElement, '销售经理 – 管理组织'));
    await userEvent.tab();
    await expect(document.activeElement).toBe(box(canvasElement, '财务专员 – 管理组织'));
    // Arrows move in the grid.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(document.activeElement).toBe(box(canvasElement, '财务专员 – 分配席位'));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Nothing enabled further left: focus stays.
    await expect(document.activeElement).toBe(box(canvasElement, '销售经理 – 分配席位'));
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toBe(box(canvasElement, '人事专员 – 分配席位'));
    await userEvent.keyboard('{Home}');
    await expect(document.activeElement).toBe(box(canvasElement, '销售经理 – 分配席位'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(document.activeElement).toBe(box(canvasElement, '销售经理 – 管理组织'));
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('sales', 'org.manage', true);
    await waitFor(() => expect(box(canvasElement, '销售经理 – 管理组织')).toBeChecked());
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(5 * 9);
    for (const b of boxes) await expect(b).toBeDisabled();
    await expect(box(canvasElement, '财务专员 – 查看财务')).toBeChecked();
    // The scrolling frame is the tab stop when no box is.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('角色权限');
  },
};

export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Role permissions' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('columnheader', { name: 'Administrator Cannot be changed' }),
    ).toBeInTheDocument();
    await userEvent.click(box(canvasElement, 'HR officer – Assign seats'));
    await expect(args.onToggle).toHaveBeenCalledWith('hr', 'seat.assign', true);
  },
};

export const CommonTheme: Story = { globals: { theme: 'common' } };
export const WhiteLabel: Story = { globals: { theme: 'oem' } };

export const InShadowRoot: Story = {
  render: (args) => (
    <ShadowHost>
      <RolePermissions {...args} />
    </ShadowHost>
  ),
  play: async ({ canvasElement, args }) => {
    const shadow = shadowOf(canvasElement);
    const inside = within(shadow as unknown as HTMLElement);
    const cell = await inside.findByRole('checkbox', { name: '人事专员 – 管理成员' });
    await waitFor(() => expect(shadow.querySelector('style')).not.toBeNull());
    cell.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(shadow.activeElement).toBe(inside.getByRole('checkbox', { name: '人事专员 – 分配席位' })),
    );
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith('hr', 'seat.assign', true);
  },
};
