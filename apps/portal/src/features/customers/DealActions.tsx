import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, confirm, toast } from '@platform/ui';
import { DealDialog } from './DealDialog';
import { useCrmDealRemoveMutation, type Deal } from './customersApi';
import { Cell } from './styles';

/** 编辑 and 删除 for a deal its reader may manage (the server checks again); nothing otherwise. */
export function DealActions({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [remove, { isLoading }] = useCrmDealRemoveMutation();
  if (!deal.canManage) return null;
  const drop = async () => {
    if (
      !(await confirm({
        title: t('customers.deals.removeTitle'),
        content: t('customers.deals.removeConfirm', { title: deal.title }),
      }))
    )
      return;
    await remove({ dealId: deal.dealId })
      .unwrap()
      .then(() => toast.success(t('customers.deals.removed')))
      .catch(() => undefined);
  };
  return (
    <Cell>
      <Button
        size="sm"
        variant="link"
        aria-label={t('customers.deals.edit', { title: deal.title })}
        onClick={() => setEditing(true)}
      >
        {t('customers.deals.editLabel')}
      </Button>
      <Button
        size="sm"
        variant="link"
        loading={isLoading}
        aria-label={t('customers.deals.remove', { title: deal.title })}
        onClick={() => void drop()}
      >
        {t('customers.deals.removeLabel')}
      </Button>
      {editing && <DealDialog deal={deal} onClose={() => setEditing(false)} />}
    </Cell>
  );
}
