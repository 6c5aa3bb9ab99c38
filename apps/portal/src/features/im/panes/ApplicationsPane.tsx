import { useTranslation } from 'react-i18next';
import { Empty, toast } from '@platform/ui';
import { FriendApplicationItem } from '@platform/ui/domain';
import {
  useAcceptApplicationMutation,
  useApplicationsQuery,
  useDeleteApplicationsMutation,
} from '../peopleApi';
import { PersonList, SectionTitle } from './panes.styles';

type Applications = ReturnType<typeof useApplicationsQuery>['data'];

/** New-friend applications: received ones to accept or delete, and the ones I sent (spec 1 §7). */
export function ApplicationsPane({ data }: { data: Applications | undefined }) {
  const { t } = useTranslation();
  const [accept] = useAcceptApplicationMutation();
  const [remove] = useDeleteApplicationsMutation();
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
                direction={a.direction}
                status={a.status}
                name={a.person.name}
                avatar={a.person.avatar}
                wording={a.wording}
                cards={a.cards.map((c) => ({ id: c.id, name: c.userName, orgName: c.orgName, post: c.post }))}
                time={a.createdAt}
                onAccept={async () => {
                  try {
                    await accept({ id: a.id }).unwrap();
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
    </>
  );
}
