import { useState } from 'react';
import type { attentionUserApi, imHelperApi, vcardApi } from '@platform/contracts/vcard';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import type { CardDetail } from '@platform/contracts/vcard';
import { Button, Spinner } from '@platform/ui';
import { BusinessCardView } from '@platform/ui/domain';
import type { WidgetProps } from '../define';
import { copyOf } from '../common/copy';
import { typed } from '../common/endpoints';
import { Actions, Notice } from '../common/Notice';
import { useSignedIn } from '../common/useSignedIn';
import { reactMount, useWidget } from '../mount';
import { useCard, useCardDynamics } from './useCard';

const follow = typed<typeof attentionUserApi.attentionUserSave>(attentionUserRoutes.attentionUserSave);
const saveToFolder = typed<typeof vcardApi.saveVcardsToMyFolder>(vcardRoutes.saveVcardsToMyFolder);
const myCards = typed<typeof vcardApi.getMyValidCardBasicInfoList>(vcardRoutes.getMyValidCardBasicInfoList);
const applyFriend = typed<typeof imHelperApi.sendBusinessCard>(imHelperRoutes.sendBusinessCard);

export interface BusinessCardWidgetProps extends WidgetProps {
  vcardId?: string;
}

/** Follow, save, add friend, message: each asks for a signed-in user first. */
function CardActions({ card }: { card: CardDetail }) {
  const { api, emit, locale } = useWidget();
  const text = copyOf(locale);
  const signedIn = useSignedIn();
  const [followed, setFollowed] = useState(card.isAttention);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: string, work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      const done = await signedIn(action, work);
      if (done) setStatus(done);
    } catch (error) {
      setStatus(error instanceof Error && error.message ? error.message : text.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Actions role="group" aria-label={card.userName}>
        <Button
          variant={followed ? 'default' : 'primary'}
          disabled={busy}
          aria-pressed={followed}
          onClick={() =>
            void run('follow', async () => {
              const next = !followed;
              await api.call(follow, { userId: card.userId, attention: next });
              setFollowed(next);
              emit('pf-follow', { vcardId: card.id, userId: card.userId, followed: next });
              return next ? text.following : text.follow;
            })
          }
        >
          {followed ? text.following : text.follow}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void run('save', async () => {
              await api.call(saveToFolder, { cardIdList: [card.id] });
              return text.saved;
            })
          }
        >
          {text.save}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void run('friend', async () => {
              const mine = await api.call(myCards, {});
              const handedOut = mine.find((c) => c.isDefault) ?? mine[0];
              if (!handedOut) return text.noCard;
              await api.call(applyFriend, { respImUserId: card.userId, vcardIdList: [handedOut.id] });
              return text.applied;
            })
          }
        >
          {text.addFriend}
        </Button>
        <Button
          disabled={busy}
          onClick={() =>
            void run('message', async () => {
              emit('pf-message', { userId: card.userId, vcardId: card.id });
              return '';
            })
          }
        >
          {text.message}
        </Button>
      </Actions>
      <Notice role="status" aria-live="polite" hidden={!status}>
        {status}
      </Notice>
    </>
  );
}

export function BusinessCardWidget({ vcardId, locale }: BusinessCardWidgetProps) {
  const text = copyOf(locale);
  const state = useCard(vcardId);
  const dynamics = useCardDynamics(state.kind === 'card' ? state.card : undefined);
  if (state.kind === 'loading') return <Spinner label={text.loading} />;
  if (state.kind === 'unavailable')
    return (
      <Notice role="status">
        {vcardId
          ? state.reason === 'private'
            ? text.privateCard
            : state.reason === 'deleted'
              ? text.deletedCard
              : text.notFound
          : text.missingId}
      </Notice>
    );
  if (state.kind === 'failed')
    return (
      <Notice role="alert" $tone="error">
        {state.message || text.failed}
      </Notice>
    );
  const { card } = state;
  return (
    <div style={{ width: 375, maxWidth: '100%' }}>
      <BusinessCardView
        card={{ ...card, type: card.type === 1 ? 1 : 2 }}
        isOwner={card.isOwner}
        isStockCompany={false}
        dynamics={dynamics}
      />
      {!card.isOwner && <CardActions card={card} />}
    </div>
  );
}

/** The chunk the loader imports when a <pf-business-card> appears. */
export const mount = reactMount(BusinessCardWidget);
