import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, TextArea } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import type { LeadStatus } from './leadsApi';
import { LEAD_STATUSES, REASON_MAX } from './limits';

/** Sets a lead's status; invalid asks for the reason. */
export function StatusDialog({
  initial,
  saving,
  onSave,
  onClose,
}: {
  initial: LeadStatus;
  saving: boolean;
  onSave: (status: LeadStatus, reason?: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<LeadStatus>(initial);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (status !== 'invalid') return onSave(status);
    if (!reason.trim()) return setError(t('leads.status.reasonRequired'));
    onSave(status, reason.trim());
  };
  return (
    <FormDialog title={t('leads.status.title')} saving={saving} onOk={submit} onClose={onClose}>
      <RadioGroup
        label={t('leads.leads.status')}
        options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`leads.leadStatus.${s}`) }))}
        value={status}
        onChange={(v) => setStatus(v)}
      />
      {status === 'invalid' && (
        <TextArea
          label={t('leads.status.reason')}
          value={reason}
          maxLength={REASON_MAX}
          showCount
          error={error || undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
        />
      )}
    </FormDialog>
  );
}
