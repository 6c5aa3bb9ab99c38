import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select, toast } from '@platform/ui';
import type { Staff } from '@platform/contracts/org-centre/schemas';
import { FormDialog } from '../../shared/layout/FormDialog';
import { Alert, Fields, Hint } from '../../shared/layout/documentPage';
import { useStaffPageQuery, useStaffRemoveMutation } from './orgCentreApi';
import { useRefusal } from './words';

/** Removes a member once a colleague (an active one) is chosen to receive their customers and leads. */
export function RemoveStaffDialog({ staff, onClose }: { staff: Staff; onClose: () => void }) {
  const { t } = useTranslation();
  const refusalOf = useRefusal();
  const { data } = useStaffPageQuery({ status: 'active', current: 1, size: 500 });
  const [remove, { isLoading }] = useStaffRemoveMutation();
  const [handoverTo, setHandoverTo] = useState('');
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');
  const colleagues = (data?.records ?? []).filter((s) => s.userId !== staff.userId);

  const submit = async () => {
    setRefusal('');
    if (!handoverTo) return setError(t('orgCentre.staff.handoverRequired'));
    try {
      await remove({ userId: staff.userId, handoverTo }).unwrap();
      toast.success(t('orgCentre.staff.removedDone'));
      onClose();
    } catch (e) {
      setRefusal(refusalOf(e));
    }
  };

  return (
    <FormDialog
      title={t('orgCentre.staff.removeTitle', { name: staff.realName })}
      okLabel={t('orgCentre.staff.remove')}
      saving={isLoading}
      onOk={() => void submit()}
      onClose={onClose}
    >
      <Fields>
        <Hint>{t('orgCentre.staff.removeNote', { name: staff.realName })}</Hint>
        <Select
          label={t('orgCentre.staff.handover')}
          placeholder={t('orgCentre.choose')}
          value={handoverTo}
          error={error || undefined}
          options={colleagues.map((s) => ({
            value: s.userId,
            label: s.departmentName ? `${s.realName} · ${s.departmentName}` : s.realName,
          }))}
          onChange={(v) => {
            setHandoverTo(v);
            setError('');
          }}
        />
        {refusal && <Alert role="alert">{refusal}</Alert>}
      </Fields>
    </FormDialog>
  );
}
