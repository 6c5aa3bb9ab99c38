import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMERS_LIMITS as L } from '@platform/contracts';
import { Input, Select, toast, useUiConfig } from '@platform/ui';
import {
  useCrmDealCreateMutation,
  useCrmDealMoveMutation,
  useCrmDealUpdateMutation,
  useCrmStageListQuery,
  type Deal,
} from './customersApi';
import { Fields } from './styles';
import { stageName } from './view';
import { FormDialog } from '../../shared/layout/FormDialog';

type Target = { customerId: string; deal?: undefined } | { deal: Deal; customerId?: undefined };

/**
 * 新建商机 for a customer, or 编辑商机 for a deal: title, amount (元), stage (new deals start in the
 * first) and expected close. A changed stage is a move, logged on the customer's timeline.
 */
export function DealDialog({ onClose, ...target }: Target & { onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { deal } = target;
  const { data: stages = [] } = useCrmStageListQuery();
  const [title, setTitle] = useState(deal?.title ?? '');
  const [amount, setAmount] = useState(deal ? String(deal.amount) : '');
  const [stageId, setStageId] = useState(deal?.stageId ?? '');
  const [closeOn, setCloseOn] = useState(deal?.expectedCloseOn ?? '');
  const [error, setError] = useState('');
  const [create, creating] = useCrmDealCreateMutation();
  const [update, updating] = useCrmDealUpdateMutation();
  const [move, moving] = useCrmDealMoveMutation();
  const save = async (value: number) => {
    if (!deal) {
      await create({
        customerId: target.customerId!,
        title: title.trim(),
        amount: value,
        ...(stageId && { stageId }),
        ...(closeOn && { expectedCloseOn: closeOn }),
      }).unwrap();
      return t('customers.deals.created');
    }
    await update({
      dealId: deal.dealId,
      title: title.trim(),
      amount: value,
      expectedCloseOn: closeOn || null,
    }).unwrap();
    if (stageId && stageId !== deal.stageId) await move({ dealId: deal.dealId, stageId }).unwrap();
    return t('customers.deals.updated');
  };
  const submit = () => {
    const value = amount.trim() === '' ? 0 : Number(amount);
    if (!title.trim()) return setError(t('customers.deals.titleRequired'));
    if (!Number.isFinite(value) || value < 0 || value > L.amountMax)
      return setError(t('customers.deals.amountInvalid'));
    // A refusal is shown by the request layer's toast; the dialog stays open with what was typed.
    void save(value)
      .then((done) => {
        toast.success(done);
        onClose();
      })
      .catch(() => undefined);
  };
  const edit = (next: () => void) => {
    next();
    setError('');
  };
  return (
    <FormDialog
      title={t(deal ? 'customers.deals.editTitle' : 'customers.deals.createTitle')}
      saving={creating.isLoading || updating.isLoading || moving.isLoading}
      onOk={submit}
      onClose={onClose}
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
    </FormDialog>
  );
}
