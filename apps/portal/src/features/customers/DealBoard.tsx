import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Spinner, toast, useUiConfig } from '@platform/ui';
import { KanbanBoard, applyKanbanMove } from '@platform/ui/domain';
import { useCrmDealBoardQuery, useCrmDealMoveMutation, type Deal } from './customersApi';
import { formatMoney, stageName } from './view';

const CardBody = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

type Board = NonNullable<ReturnType<typeof useCrmDealBoardQuery>['data']>;

/**
 * The pipeline board: one column per stage, the deals as cards, moved by mouse or keyboard. A move
 * shows at once and is posted (dealMove); a refusal puts the card back (the server's message shows
 * as the request layer's error toast).
 */
export function DealBoard({
  filters,
  onOpenCustomer,
}: {
  filters: { keyword?: string; ownerId?: string };
  onOpenCustomer: (customerId: string) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const { data, isLoading } = useCrmDealBoardQuery(filters);
  const [move] = useCrmDealMoveMutation();
  // The cards as moved here, until the next answer of the board replaces them.
  const [local, setLocal] = useState<{ from: Board; cards: Deal[] } | null>(null);
  if (isLoading || !data) return <Spinner />;
  const cards = local && local.from === data ? local.cards : data.deals;
  const titleOf = (stageId: string) => {
    const stage = data.stages.find((s) => s.stageId === stageId);
    return stage ? stageName(stage, locale) : '';
  };
  const onMove = (dealId: string, stageId: string, index: number) => {
    const before = cards;
    const card = before.find((d) => d.dealId === dealId);
    if (!card) return;
    const moved = applyKanbanMove(
      before,
      (d) => d.dealId,
      (d) => d.stageId,
      (d, column) => ({ ...d, stageId: column }),
      dealId,
      stageId,
      index,
    );
    setLocal({ from: data, cards: moved });
    if (card.stageId === stageId) return;
    void move({ dealId, stageId })
      .unwrap()
      .then(() => toast.success(t('customers.deals.moved', { stage: titleOf(stageId) })))
      .catch(() => setLocal({ from: data, cards: before }));
  };
  return (
    <div data-testid="deal-board">
      {data.truncated && <Note>{t('customers.deals.truncated')}</Note>}
      <KanbanBoard
        aria-label={t('customers.deals.board')}
        columns={data.stages.map((s) => ({ key: s.stageId, title: stageName(s, locale) }))}
        cards={cards}
        cardKey={(d) => d.dealId}
        cardColumn={(d) => d.stageId}
        cardLabel={(d) => d.title}
        cardValue={(d) => d.amount}
        formatValue={(sum) => formatMoney(sum, locale)}
        empty={t('customers.deals.empty')}
        onMove={onMove}
        onOpen={(dealId) => {
          const deal = cards.find((d) => d.dealId === dealId);
          if (deal) onOpenCustomer(deal.customerId);
        }}
        renderCard={(d) => (
          <CardBody data-testid="deal-card">
            <strong>{d.title}</strong>
            <small>
              {t('customers.deals.card', { customer: d.customerName, amount: formatMoney(d.amount, locale) })}
            </small>
            {d.expectedCloseOn && (
              <small>
                {t('customers.deals.expectedClose')} {d.expectedCloseOn}
              </small>
            )}
          </CardBody>
        )}
      />
    </div>
  );
}
