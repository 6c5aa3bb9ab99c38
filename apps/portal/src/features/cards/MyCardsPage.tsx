import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Empty, Spinner, toast } from '@platform/ui';
import { CardShareDialog, MyCardItem } from '@platform/ui/domain';
import {
  useMyCardsQuery,
  useRemoveCardMutation,
  useSetCardPrivacyMutation,
  useSetDefaultCardMutation,
  useSortCardsMutation,
} from './cardsApi';
import { CARD_ADD_PATH, cardEditPath, cardViewPath, mobileCardUrl, publicCardUrl } from './MyCards.links';
import { moveId } from './MyCards.order';
import './i18n';

const Wrap = styled.div`
  padding: ${({ theme }) => theme.space.xl}px;
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    margin-bottom: ${({ theme }) => theme.space.md}px;
  }
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0;
  }
  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
const List = styled.ol`
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  li {
    list-style: none;
    display: flex;
    gap: ${({ theme }) => theme.space.sm}px;
    align-items: center;
  }
  li > article {
    flex: 1;
    min-width: 0;
  }
`;
const Move = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
`;

type Direction = -1 | 1;

/**
 * /user/personal/card: the caller's cards in their saved order, the default one marked. Per card:
 * set default, the privacy switch (公开 / 私密), edit, preview, share (link + QR), delete (after the
 * item's confirm), and move up / down (buttons, or Alt+↑ / Alt+↓ inside a row), each move saved
 * at once with saveSortingResults.
 */
export default function MyCardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: cards, isLoading } = useMyCardsQuery();
  const [sortCards] = useSortCardsMutation();
  const [removeCard] = useRemoveCardMutation();
  const [setDefault] = useSetDefaultCardMutation();
  const [setPrivacy] = useSetCardPrivacyMutation();
  // A local order holds only for the list it was made from: a fresh list from the server wins.
  const [local, setLocal] = useState<{ of: typeof cards; ids: string[] } | null>(null);
  const order = local && local.of === cards ? local.ids : null;
  const setOrder = (ids: string[]) => setLocal({ of: cards, ids });
  const [sharing, setSharing] = useState<string | null>(null);
  const focusAfterMove = useRef<{ id: string; dir: Direction } | null>(null);

  const byId = new Map((cards ?? []).map((c) => [c.id, c]));
  const shown = (order ?? (cards ?? []).map((c) => c.id)).flatMap((id) => byId.get(id) ?? []);

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-card="${CSS.escape(target.id)}"]`);
    const preferred = [...buttons].find((b) => b.dataset.move === String(target.dir) && !b.disabled);
    (preferred ?? [...buttons].find((b) => !b.disabled))?.focus();
  });

  const move = async (id: string, dir: Direction) => {
    const ids = shown.map((c) => c.id);
    const next = moveId(ids, id, dir);
    if (next === ids) return;
    setOrder(next);
    focusAfterMove.current = { id, dir };
    try {
      await sortCards({ vcardIds: next }).unwrap();
      toast.success(t('cards.mine.sorted'));
    } catch {
      setOrder(ids);
    }
  };
  const onRowKey = (id: string) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    void move(id, event.key === 'ArrowUp' ? -1 : 1);
  };
  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      toast.success(done);
    } catch {
      // The request layer showed the server's message.
    }
  };

  if (isLoading) return <Spinner />;
  const create = (
    <Button variant="primary" onClick={() => void navigate(CARD_ADD_PATH)}>
      {t('cards.mine.create')}
    </Button>
  );
  return (
    <Wrap data-testid="my-cards-page">
      <header>
        <h1>{t('cards.mine.title')}</h1>
        {shown.length > 0 && create}
      </header>
      {shown.length === 0 ? (
        <Empty description={t('cards.mine.emptyHint')}>{create}</Empty>
      ) : (
        <>
          {shown.length > 1 && <p>{t('cards.mine.reorderHint')}</p>}
          <List aria-label={t('cards.mine.list')}>
            {shown.map((card, index) => {
              const name = card.userName || card.nickName;
              return (
                <li key={card.id} onKeyDown={onRowKey(card.id)} data-testid="my-card">
                  <Move>
                    <Button
                      size="sm"
                      data-card={card.id}
                      data-move="-1"
                      aria-label={t('cards.mine.moveUpCard', { name })}
                      disabled={index === 0}
                      onClick={() => void move(card.id, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      data-card={card.id}
                      data-move="1"
                      aria-label={t('cards.mine.moveDownCard', { name })}
                      disabled={index === shown.length - 1}
                      onClick={() => void move(card.id, 1)}
                    >
                      ↓
                    </Button>
                  </Move>
                  <MyCardItem
                    card={{ ...card, type: card.type === 1 ? 1 : 2 }}
                    isDefault={card.isDefault}
                    onSetDefault={(vcardId) =>
                      void run(() => setDefault({ vcardId }).unwrap(), t('cards.mine.defaultSet'))
                    }
                    onPrivacyChange={(vcardId, ifOpened) =>
                      void run(
                        () => setPrivacy({ vcardId, ifOpened }).unwrap(),
                        ifOpened ? t('cards.mine.madePublic') : t('cards.mine.madePrivate'),
                      )
                    }
                    onEdit={(vcardId) => void navigate(cardEditPath(vcardId))}
                    onPreview={(vcardId) => void navigate(cardViewPath(vcardId))}
                    onShare={setSharing}
                    onDelete={(vcardId) =>
                      void run(() => removeCard({ vcardId }).unwrap(), t('cards.mine.deleted'))
                    }
                  />
                </li>
              );
            })}
          </List>
        </>
      )}
      <CardShareDialog
        open={sharing !== null}
        onOpenChange={(open) => !open && setSharing(null)}
        url={sharing ? publicCardUrl(sharing) : ''}
        qrUrl={sharing ? mobileCardUrl(sharing) : ''}
      />
    </Wrap>
  );
}
