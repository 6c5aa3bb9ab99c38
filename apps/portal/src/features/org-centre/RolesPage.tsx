import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table, Tag, confirm, type TableColumn } from '@platform/ui';
import { PermissionMatrix } from '@platform/ui/domain';
import { ORG_CENTRE_LIMITS as L, type OrgPermission } from '@platform/contracts/org-centre/limits';
import type { OrgRole } from '@platform/contracts/org-centre/schemas';
import { Actions, Hint, Toolbar, Wrap } from '../../shared/layout/documentPage';
import { OrgNameDialog } from './OrgNameDialog';
import { useRoleListQuery, useRoleRemoveMutation, useRoleSaveMutation } from './orgCentreApi';
import { useAction, useOrgStanding, usePermissionRows, useRoleName } from './words';
import './i18n';

/**
 * /user/manage/role: the roles (built-in 管理员 and 成员 locked) and the permission matrix. With
 * org.manage a tick saves the role at once (roleSave), and custom roles are created, renamed and
 * deleted; without it the matrix is read-only.
 */
export default function RolesPage() {
  const { t } = useTranslation();
  const { can } = useOrgStanding();
  const { data, isFetching } = useRoleListQuery();
  const [save, { isLoading: saving }] = useRoleSaveMutation();
  const [remove] = useRoleRemoveMutation();
  const [editing, setEditing] = useState<OrgRole | 'new' | null>(null);
  const permissionRows = usePermissionRows();
  const roleName = useRoleName();
  const run = useAction();
  const roles = data ?? [];
  const editable = can('org.manage');

  const toggle = async (roleId: string, permission: string, granted: boolean) => {
    const role = roles.find((r) => r.id === roleId);
    if (!role || role.builtin) return;
    const permissions = granted
      ? [...role.permissions, permission as OrgPermission]
      : role.permissions.filter((p) => p !== permission);
    await run(() => save({ id: role.id, name: role.name, permissions }).unwrap(), t('orgCentre.saved'));
  };
  const drop = (role: OrgRole) =>
    run(
      () => remove({ id: role.id }).unwrap(),
      t('orgCentre.removed'),
      () =>
        confirm({
          title: t('orgCentre.remove'),
          content: t('orgCentre.role.removeConfirm', { name: role.name }),
        }),
    );

  const columns: TableColumn<OrgRole>[] = [
    {
      key: 'name',
      title: t('orgCentre.name'),
      render: (r) => (
        <>
          {roleName(r)} {r.builtin && <Tag tone="neutral">{t('orgCentre.role.builtin')}</Tag>}
        </>
      ),
    },
    {
      key: 'staffCount',
      title: t('orgCentre.staffCount'),
      align: 'right',
      render: (r) => t('orgCentre.countValue', { count: r.staffCount }),
    },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('orgCentre.actions'),
            render: (r: OrgRole) =>
              !r.builtin && (
                <Actions>
                  <Button
                    size="sm"
                    aria-label={`${t('orgCentre.rename')} ${r.name}`}
                    onClick={() => setEditing(r)}
                  >
                    {t('orgCentre.rename')}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${t('orgCentre.remove')} ${r.name}`}
                    onClick={() => void drop(r)}
                  >
                    {t('orgCentre.remove')}
                  </Button>
                </Actions>
              ),
          },
        ]
      : []),
  ];

  return (
    <Wrap data-testid="org-roles">
      <h1>{t('orgCentre.role.title')}</h1>
      {editable && (
        <Toolbar>
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('orgCentre.role.add')}
          </Button>
        </Toolbar>
      )}
      <Table
        aria-label={t('orgCentre.role.title')}
        columns={columns}
        rows={roles}
        rowKey={(r) => r.id}
        loading={isFetching}
      />
      <h2>{t('orgCentre.role.matrix')}</h2>
      <Hint>{t('orgCentre.role.hint')}</Hint>
      {roles.length > 0 && (
        <PermissionMatrix
          caption={t('orgCentre.role.matrix')}
          roles={roles.map((r) => ({
            id: r.id,
            name: roleName(r),
            locked: r.builtin !== null,
            permissions: r.permissions,
          }))}
          permissions={permissionRows}
          {...(editable ? { onToggle: (id: string, p: string, on: boolean) => void toggle(id, p, on) } : {})}
        />
      )}
      {editing && (
        <OrgNameDialog
          title={editing === 'new' ? t('orgCentre.role.addTitle') : t('orgCentre.role.renameTitle')}
          label={t('orgCentre.role.field')}
          initial={editing === 'new' ? '' : editing.name}
          maxLength={L.nameMax}
          saving={saving}
          onSave={(name) =>
            save(
              editing === 'new'
                ? { name, permissions: [] }
                : { id: editing.id, name, permissions: editing.permissions },
            ).unwrap()
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Wrap>
  );
}
