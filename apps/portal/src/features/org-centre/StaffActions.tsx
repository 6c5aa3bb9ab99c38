import { useTranslation } from 'react-i18next';
import { Button, confirm } from '@platform/ui';
import type { Staff } from '@platform/contracts/org-centre/schemas';
import { Actions } from '../../shared/layout/documentPage';
import { useAdminTransferMutation, useStaffStatusMutation } from './orgCentreApi';
import { useAction, useOrgStanding } from './words';

/**
 * A member's actions for staff.manage: edit, disable / enable, remove and, for the administrator
 * only, make them the administrator. The administrator's own row has none of the last three (the
 * server refuses them too). A refusal of the server is toasted.
 */
export function StaffActions({
  staff,
  onEdit,
  onRemove,
}: {
  staff: Staff;
  onEdit: (staff: Staff) => void;
  onRemove: (staff: Staff) => void;
}) {
  const { t } = useTranslation();
  const { me } = useOrgStanding();
  const [setStatus, { isLoading: switching }] = useStaffStatusMutation();
  const [transfer] = useAdminTransferMutation();
  const name = staff.realName;
  const active = staff.status === 'active';
  const run = useAction();

  const toggle = () =>
    run(
      () => setStatus({ userId: staff.userId, status: active ? 'disabled' : 'active' }).unwrap(),
      active ? t('orgCentre.staff.disabled') : t('orgCentre.staff.enabled'),
      active
        ? () =>
            confirm({
              title: t('orgCentre.staff.disable'),
              content: t('orgCentre.staff.disableConfirm', { name }),
            })
        : undefined,
    );
  const makeAdmin = () =>
    run(
      () => transfer({ userId: staff.userId }).unwrap(),
      t('orgCentre.staff.transferred'),
      () =>
        confirm({
          title: t('orgCentre.staff.transfer'),
          content: t('orgCentre.staff.transferConfirm', { name }),
        }),
    );

  return (
    <Actions>
      <Button size="sm" aria-label={`${t('orgCentre.staff.edit')} ${name}`} onClick={() => onEdit(staff)}>
        {t('orgCentre.staff.edit')}
      </Button>
      {!staff.isAdmin && (
        <>
          <Button
            size="sm"
            loading={switching}
            aria-label={`${active ? t('orgCentre.staff.disable') : t('orgCentre.staff.enable')} ${name}`}
            onClick={() => void toggle()}
          >
            {active ? t('orgCentre.staff.disable') : t('orgCentre.staff.enable')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`${t('orgCentre.staff.remove')} ${name}`}
            onClick={() => onRemove(staff)}
          >
            {t('orgCentre.staff.remove')}
          </Button>
          {me?.isAdmin && active && (
            <Button
              size="sm"
              aria-label={`${t('orgCentre.staff.transfer')} ${name}`}
              onClick={() => void makeAdmin()}
            >
              {t('orgCentre.staff.transfer')}
            </Button>
          )}
        </>
      )}
    </Actions>
  );
}
