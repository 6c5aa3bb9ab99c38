import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Tag, useUiConfig } from '@platform/ui';
import { DealActions } from './DealActions';
import { DealDialog } from './DealDialog';
import { DRAWER_LIST_SIZE } from './limits';
import { useCrmDealPageQuery, useCrmStageListQuery } from './customersApi';
import { formatMoney, stageName, stateTone } from './view';

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
    overflow-wrap: anywhere;
  }
`;

/** A customer's deals in its drawer, each with 编辑 and 删除, and 新建商机. */
export function CustomerDeals({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const [creating, setCreating] = useState(false);
  const { data } = useCrmDealPageQuery({ customerId, current: 1, size: DRAWER_LIST_SIZE });
  const { data: stages = [] } = useCrmStageListQuery();
  const stageOf = (id: string) => {
    const stage = stages.find((s) => s.stageId === id);
    return stage ? stageName(stage, locale) : '';
  };
  const deals = data?.records ?? [];
  return (
    <div>
      {deals.length === 0 ? (
        <p>{t('customers.deals.none')}</p>
      ) : (
        <List>
          {deals.map((d) => (
            <li key={d.dealId}>
              <strong>{d.title}</strong>
              <span>{formatMoney(d.amount, locale)}</span>
              <Tag tone={stateTone(d.state)}>{stageOf(d.stageId) || t(`customers.dealState.${d.state}`)}</Tag>
              <DealActions deal={d} />
            </li>
          ))}
        </List>
      )}
      <Button size="sm" onClick={() => setCreating(true)}>
        {t('customers.deals.create')}
      </Button>
      {creating && <DealDialog customerId={customerId} onClose={() => setCreating(false)} />}
    </div>
  );
}
