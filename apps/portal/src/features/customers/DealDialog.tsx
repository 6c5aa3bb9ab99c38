import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Button, Dialog, Input, Select, toast, useUiConfig } from '@platform/ui';
import { useCrmDealCreateMutation, useCrmStageListQuery } from './customersApi';
import { Fields } from './styles';
import { stageName } from './view';

/** 新建商机 for a customer: title, amount (元), stage (default the first) and expected close. */
export function DealDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data: stages = [] } = useCrmStageListQuery();
  const [title, setTitle] = useState('');
  const [amount, setAmount] = useState('');
  const [stageId, setStageId] = useState('');
  const [closeOn, setCloseOn] = useState('');
  const [error, setError] = useState('');
  const [create, { isLoading }] = useCrmDealCreateMutation();
  const submit = () => {
    const value = amount.trim() === '' ? 0 : Number(amount);
    if (!title.trim()) return setError(t('customers.deals.titleRequired'));
    if (!Number.isFinite(value) || value < 0 || value > L.amountMax)
      return setError(t('customers.deals.amountInvalid'));
    void create({
      customerId,
      title: title.trim(),
      amount: value,
      ...(stageId && { stageId }),
      ...(closeOn && { expectedCloseOn: closeOn }),
    })
      .unwrap()
      .then(() => {
        toast.success(t('customers.deals.created'));
        onClose();
      })
      .catch(() => undefined);
  };
  const edit = (next: () => void) => {
    next();
    setError('');
  };
  return (
    <Dialog
      open
      title={t('customers.deals.createTitle')}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('customers.cancel')}</Button>
          <Button variant="primary" loading={isLoading} onClick={submit}>
            {t('customers.ok')}
          </Button>
        </>
      }
    >
      <Fields>
        <Input
          label={t('customers.deals.title')}
          maxLength={L.dealTitleMax}
          value={title}
          onChange={(e) => edit(() => setTitle(e.target.value))}
        />
        <Input
          type="number"
          min={0}
          label={t('customers.deals.amount')}
          value={amount}
          onChange={(e) => edit(() => setAmount(e.target.value))}
        />
        <Select
          label={t('customers.deals.stage')}
          placeholder={null}
          value={stageId || (stages[0]?.stageId ?? '')}
          options={stages.map((s) => ({ value: s.stageId, label: stageName(s, locale) }))}
          onChange={setStageId}
        />
        <Input
          type="date"
          label={t('customers.deals.expectedClose')}
          value={closeOn}
          onChange={(e) => setCloseOn(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
      </Fields>
    </Dialog>
  );
}
