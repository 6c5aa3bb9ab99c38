import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Select, toast } from '@platform/ui';
import { FormDialog } from '../../shared/layout/FormDialog';
import { useAssocDuesCreateMutation, useAssocMemberPageQuery } from './associationApi';
import { Fields } from './styles';
import { chinaToday, parseYuan } from './view';

/** 登记会费: a member's dues for a year (yuan, two decimals) and its due date. */
export function DuesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const today = chinaToday();
  const { data } = useAssocMemberPageQuery({ state: 'active', current: 1, size: 100 });
  const [memberId, setMemberId] = useState('');
  const [year, setYear] = useState(today.slice(0, 4));
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState(`${today.slice(0, 4)}-12-31`);
  const [error, setError] = useState('');
  const [create, { isLoading }] = useAssocDuesCreateMutation();
  const submit = () => {
    const value = parseYuan(amount);
    if (!memberId) return setError(t('association.dues.memberRequired'));
    if (!/^\d{4}$/.test(year.trim())) return setError(t('association.dues.yearInvalid'));
    if (value === null) return setError(t('association.dues.amountInvalid'));
    if (!dueDate) return setError(t('association.dues.dueInvalid'));
    void create({ memberId, year: Number(year), amount: value, dueDate })
      .unwrap()
      .then(() => {
        toast.success(t('association.dues.created'));
        onClose();
      })
      .catch(() => undefined);
  };
  const edit = (fn: () => void) => (fn(), setError(''));
  return (
    <FormDialog title={t('association.dues.createTitle')} saving={isLoading} onOk={submit} onClose={onClose}>
      <Fields>
        <Select
          label={t('association.dues.member')}
          value={memberId}
          options={(data?.records ?? []).map((m) => ({ value: m.memberId, label: m.companyName }))}
          onChange={(v) => edit(() => setMemberId(v))}
        />
        <Input
          label={t('association.dues.year')}
          inputMode="numeric"
          maxLength={4}
          value={year}
          onChange={(e) => edit(() => setYear(e.target.value))}
        />
        <Input
          label={t('association.dues.amount')}
          inputMode="decimal"
          maxLength={12}
          value={amount}
          onChange={(e) => edit(() => setAmount(e.target.value))}
        />
        <Input
          type="date"
          label={t('association.dues.dueDate')}
          value={dueDate}
          onChange={(e) => edit(() => setDueDate(e.target.value))}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </FormDialog>
  );
}
