import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import type { CrmMember } from './customersApi';
import { Fields } from './styles';

interface Common {
  members: readonly CrmMember[];
  saving: boolean;
  onClose: () => void;
}

/** The administrator gives the selected customers to a colleague. */
export function AssignDialog({
  count,
  members,
  saving,
  onClose,
  onSave,
}: Common & { count: number; onSave: (ownerId: string) => void }) {
  const { t } = useTranslation();
  const [member, setMember] = useState('');
  const [error, setError] = useState('');
  return (
    <FormDialog
      title={t('customers.admin.assignTitle')}
      saving={saving}
      onClose={onClose}
      onOk={() => (member ? onSave(member) : setError(t('customers.admin.memberRequired')))}
    >
      <Fields>
        <p>{t('customers.admin.assignScope', { count })}</p>
        <Select
          label={t('customers.admin.member')}
          value={member}
          options={members.map((m) => ({ value: m.userId, label: m.name }))}
          onChange={(v) => {
            setMember(v);
            setError('');
          }}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}

/** The administrator moves everything of a departed member to a colleague. */
export function TransferDialog({
  members,
  saving,
  onClose,
  onSave,
}: Common & { onSave: (input: { fromUserId: string; toUserId: string }) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState('');
  const options = members.map((m) => ({ value: m.userId, label: m.name }));
  const submit = () => {
    if (!from || !to) return setError(t('customers.admin.memberRequired'));
    if (from === to) return setError(t('customers.admin.sameMember'));
    onSave({ fromUserId: from, toUserId: to });
  };
  return (
    <FormDialog title={t('customers.admin.transferTitle')} saving={saving} onClose={onClose} onOk={submit}>
      <Fields>
        <p>{t('customers.admin.transferHint')}</p>
        <Select
          label={t('customers.admin.from')}
          value={from}
          options={options}
          onChange={(v) => {
            setFrom(v);
            setError('');
          }}
        />
        <Select
          label={t('customers.admin.to')}
          value={to}
          options={options}
          onChange={(v) => {
            setTo(v);
            setError('');
          }}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
