import { useState } from 'react';
import styled from 'styled-components';
import { listRow } from '../../shared/layout/listRow';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Pagination, Spinner, Tag, confirm, toast } from '@platform/ui';
import { AvatarImage } from '@platform/ui/domain';
import type { personRowSchema } from '@platform/contracts/vcard';
import type { z } from 'zod';
import CardDetailDialog from './CardDetailDialog';
import { useCancelFollowPersonMutation, useFansQuery, useFollowedPeopleQuery } from './cardsApi';
import { usePersonFollow } from './peopleFollow';
import './i18n';

type PersonRow = z.infer<typeof personRowSchema>;
export const PEOPLE_PAGE_SIZE = 10;

const List = styled.ol`
  margin: 0;
  padding: 0;
  li {
    ${listRow}
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
const NameButton = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    color: ${({ theme }) => theme.colors.brand[600]};
  }
`;

export type PeopleKind = 'fans' | 'follows';

/** One person: avatar (spec 1 §5 avatar rule in AvatarImage), name, default card line, follow actions. */
function PersonItem({ row, onOpen }: { row: PersonRow; onOpen: (userId: string) => void }) {
  const { t } = useTranslation();
  const follow = usePersonFollow();
  const [cancel, { isLoading: cancelling }] = useCancelFollowPersonMutation();
  const name = row.name || row.card?.userName || row.card?.nickName || '-';
  const line = [row.card?.orgName, row.card?.post].filter(Boolean).join(' · ');
  const unfollow = async () => {
    if (!(await confirm({ title: t('cards.people.unfollow'), content: t('cards.people.unfollowConfirm') })))
      return;
    try {
      await cancel({ userId: row.userId }).unwrap();
      toast.success(t('cards.dialog.unfollowed'));
    } catch {
      // The request layer showed the server's message.
    }
  };
  return (
    <li data-testid="person-item">
      <AvatarImage src={row.avatar || row.card?.avatar} type="C2C" alt="" size={48} round />
      <Body>
        <NameButton
          type="button"
          aria-label={t('cards.people.openCard', { name })}
          onClick={() => onOpen(row.userId)}
        >
          {name}
        </NameButton>
        <small>{line || t('cards.people.noCard')}</small>
      </Body>
      {row.isAttention && row.isFan && <Tag tone="brand">{t('cards.people.mutual')}</Tag>}
      {row.isAttention ? (
        <Button size="sm" loading={cancelling} onClick={() => void unfollow()}>
          {t('cards.people.unfollow')}
        </Button>
      ) : (
        <Button size="sm" variant="primary" onClick={() => void follow(row.userId, true)}>
          {row.isFan ? t('cards.people.followBack') : t('cards.people.follow')}
        </Button>
      )}
    </li>
  );
}

/**
 * A paged list of people: the caller's fans (/control/fans) or the people they follow (the persons
 * tab of /control/focus). Clicking a person opens their default card in the card detail dialog.
 */
export default function PeopleList({ kind }: { kind: PeopleKind }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const [openUser, setOpenUser] = useState<string | null>(null);
  const args = { current, size: PEOPLE_PAGE_SIZE };
  const fans = useFansQuery(args, { skip: kind !== 'fans' });
  const follows = useFollowedPeopleQuery(args, { skip: kind !== 'follows' });
  const { data, isLoading } = kind === 'fans' ? fans : follows;
  const label = t(kind === 'fans' ? 'cards.people.fans' : 'cards.people.follows');

  if (isLoading) return <Spinner />;
  return (
    <div data-testid={`people-${kind}`}>
      {!data?.records.length ? (
        <Empty description={t(kind === 'fans' ? 'cards.people.fansEmpty' : 'cards.people.followsEmpty')} />
      ) : (
        <>
          <p>{t('cards.people.total', { total: data.total })}</p>
          <List aria-label={label}>
            {data.records.map((row) => (
              <PersonItem key={row.userId} row={row} onOpen={setOpenUser} />
            ))}
          </List>
          {data.total > PEOPLE_PAGE_SIZE && (
            <Pagination total={data.total} pageSize={PEOPLE_PAGE_SIZE} page={current} onChange={setCurrent} />
          )}
        </>
      )}
      <CardDetailDialog
        open={openUser !== null}
        onOpenChange={(open) => !open && setOpenUser(null)}
        userId={openUser ?? undefined}
      />
    </div>
  );
}
