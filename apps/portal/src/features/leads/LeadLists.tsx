import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Empty, Pagination, Spinner, Tag } from '@platform/ui';
import { listRow } from '../../shared/layout/listRow';
import { LIST_PAGE_SIZE } from './limits';
import { useLeadDueQuery, useListPageQuery, type LeadList } from './leadsApi';
import { useAppSelector } from '../../shared/store/hooks';
import { ListDetail } from './ListDetail';
import { listScope } from './leadView';

const List = styled.ol`
  margin: 0;
  padding: 0;
  > li {
    ${listRow}
    flex-wrap: wrap;
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

function ListItem({
  list,
  due,
  overdue,
  onOpen,
}: {
  list: LeadList;
  due: number;
  overdue: number;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const selfId = useAppSelector((s) => s.app.userInfo?.userId);
  const scope = listScope(list, selfId);
  return (
    <li data-testid="lead-list">
      <Body>
        <div>
          <Tag tone={scope === 'owned' ? 'brand' : 'neutral'}>{t(`leads.lists.scopes.${scope}`)}</Tag>{' '}
          <strong>{list.name}</strong>
        </div>
        <small>
          {[
            t('leads.lists.leads', { count: list.leadCount }),
            scope !== 'owned' ? t('leads.lists.owner', { name: list.ownerName }) : '',
            due ? t('leads.lists.due', { count: due }) : '',
            overdue ? t('leads.lists.overdue', { count: overdue }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </small>
      </Body>
      <Badge count={due + overdue}>
        <Button
          size="sm"
          variant="primary"
          aria-label={`${t('leads.lists.open')} ${list.name}`}
          onClick={onOpen}
        >
          {t('leads.lists.open')}
        </Button>
      </Badge>
    </li>
  );
}

/** 线索清单: the lists the user sees (own, shared with them, the organisation's); one opens in place. */
export function LeadLists({
  openId,
  onOpen,
}: {
  openId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListPageQuery({ current: page, size: LIST_PAGE_SIZE }, { skip: !!openId });
  const { data: dueLeads } = useLeadDueQuery(undefined, { skip: !!openId });
  const dueOf = (listId: string) => {
    const leads = dueLeads?.leads.filter((l) => l.listId === listId) ?? [];
    const overdue = leads.filter((l) => (l.nextFollowUpOn ?? '') < (dueLeads?.today ?? '')).length;
    return { due: leads.length - overdue, overdue };
  };
  if (openId) return <ListDetail listId={openId} onBack={() => onOpen(null)} />;
  if (isLoading) return <Spinner />;
  if (!data?.records.length) return <Empty description={t('leads.lists.empty')} />;
  return (
    <section aria-label={t('leads.lists.title')}>
      <List aria-label={t('leads.lists.title')}>
        {data.records.map((list) => (
          <ListItem
            key={list.listId}
            list={list}
            {...dueOf(list.listId)}
            onOpen={() => onOpen(list.listId)}
          />
        ))}
      </List>
      {data.total > LIST_PAGE_SIZE && (
        <Pagination total={data.total} pageSize={LIST_PAGE_SIZE} page={page} onChange={setPage} />
      )}
    </section>
  );
}
