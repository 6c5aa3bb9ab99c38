import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardDetailDialog } from '../cards';
import { Empty, toast } from '@platform/ui';
import { FriendApplicationItem } from '@platform/ui/domain';
import {
  useAcceptApplicationMutation,
  useDeleteApplicationsMutation,
  type FriendApplications,
} from './peopleApi';
import { PersonList, SectionTitle } from './panes.styles';

/** The item's status: received and waiting on me, sent and waiting on them, accepted or expired. */
export function statusOf(
  direction: 'received' | 'sent',
  status: number,
): 'pending' | 'accepted' | 'sent' | 'expired' {
  if (status === 1) return 'accepted';
  if (status === 3 || status === 2) return 'expired';
  return direction === 'received' ? 'pending' : 'sent';
}

/** New-friend applications: received ones to accept or delete, and the ones I sent (spec 1 §7). */
export function ApplicationsPane({ data }: { data: FriendApplications | undefined }) {
  const { t } = useTranslation();
  const [accept] = useAcceptApplicationMutation();
  const [remove] = useDeleteApplicationsMutation();
  const [card, setCard] = useState<string | null>(null);
  if (data && data.received.length === 0 && data.sent.length === 0) return <Empty />;
  const section = (direction: 'received' | 'sent') => {
    const list = data?.[direction] ?? [];
    if (list.length === 0) return null;
    return (
      <section aria-labelledby={`im-apply-${direction}`}>
        <SectionTitle id={`im-apply-${direction}`}>{t(`im.applications.${direction}`)}</SectionTitle>
        <PersonList>
          {list.map((a) => (
            <li key={a.id}>
              <FriendApplicationItem
                application={{
                  id: a.id,
                  name: a.person.name,
                  avatar: a.person.avatar,
                  orgName: a.person.card?.orgName,
                  post: a.person.card?.post,
                  wording: a.wording,
                  cards: a.cards.map((c) => ({ id: c.id, name: c.userName, orgName: c.orgName })),
                  time: a.createdAt,
                  status: statusOf(a.direction, a.status),
                }}
                onOpenCard={setCard}
                onAccept={async () => {
                  try {
                    await accept({ id: a.id }).unwrap();
                    // The server sends the applicant the friend-verify message (spec 1 §4).
                    toast.success(t('im.applications.accepted'));
                  } catch {
                    // shown by the request layer
                  }
                }}
                onDelete={async () => {
                  try {
                    await remove({ ids: [a.id] }).unwrap();
                    toast.success(t('im.applications.deleted'));
                  } catch {
                    // shown by the request layer
                  }
                }}
              />
            </li>
          ))}
        </PersonList>
      </section>
    );
  };
  return (
    <>
      {section('received')}
      {section('sent')}
      <CardDetailDialog
        open={card !== null}
        onOpenChange={(open) => !open && setCard(null)}
        vcardId={card ?? undefined}
      />
    </>
  );
}
