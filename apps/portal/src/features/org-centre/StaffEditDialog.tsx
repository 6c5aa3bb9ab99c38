import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Checkbox, Select, toast } from '@platform/ui';
import type { Staff } from '@platform/contracts/org-centre/schemas';
import { FormDialog } from '../../shared/layout/FormDialog';
import { Alert, Fields } from '../../shared/layout/documentPage';
import { useDeptListQuery, usePostListQuery, useRoleListQuery, useStaffUpdateMutation } from './orgCentreApi';
import { departmentOptions, useRefusal, useRoleName } from './words';

const Roles = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    padding: 0;
  }
`;

/**
 * Sets a member's department (the tree, indented), post and roles. The administrator role is not
 * given here (transfer it instead); the built-in member role is everyone's and not listed either.
 */
export function StaffEditDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const roleName = useRoleName();
  const { data: departments } = useDeptListQuery();
  const { data: posts } = usePostListQuery();
  const { data: roles } = useRoleListQuery();
  const [update, { isLoading }] = useStaffUpdateMutation();
  const [departmentId, setDepartmentId] = useState(staff.departmentId ?? '');
  const [postId, setPostId] = useState(staff.postId ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(staff.roleIds);
  const [refusal, setRefusal] = useState('');
  const custom = (roles ?? []).filter((r) => !r.builtin);

  const submit = async () => {
    setRefusal('');
    const builtinIds = new Set((roles ?? []).filter((r) => r.builtin).map((r) => r.id));
    try {
      await update({
        userId: staff.userId,
        departmentId: departmentId || null,
        postId: postId || null,
        // The built-in roles a member holds stay as they are.
        roleIds: [
          ...staff.roleIds.filter((id) => builtinIds.has(id)),
          ...roleIds.filter((id) => !builtinIds.has(id)),
        ],
      }).unwrap();
      toast.success(t('orgCentre.saved'));
      onClose();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <FormDialog
      title={t('orgCentre.staff.editTitle', { name: staff.realName })}
      okLabel={t('common.save')}
      saving={isLoading}
      onOk={() => void submit()}
      onClose={onClose}
    >
      <Fields>
        <Select
          label={t('orgCentre.staff.department')}
          placeholder={t('orgCentre.staff.noDepartment')}
          value={departmentId}
          options={departmentOptions(departments ?? [])}
          onChange={setDepartmentId}
        />
        <Select
          label={t('orgCentre.staff.post')}
          placeholder={t('orgCentre.staff.noPost')}
          value={postId}
          options={(posts ?? []).map((p) => ({ value: p.id, label: p.name }))}
          onChange={setPostId}
        />
        {custom.length > 0 && (
          <Roles>
            <legend>{t('orgCentre.staff.roles')}</legend>
            {custom.map((role) => (
              <Checkbox
                key={role.id}
                label={roleName(role)}
                checked={roleIds.includes(role.id)}
                onChange={(e) =>
                  setRoleIds((ids) =>
                    e.target.checked ? [...ids, role.id] : ids.filter((id) => id !== role.id),
                  )
                }
              />
            ))}
          </Roles>
        )}
        {refusal && <Alert role="alert">{refusal}</Alert>}
      </Fields>
    </FormDialog>
  );
}
