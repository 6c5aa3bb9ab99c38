import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Pagination, Table, Tag, type TableColumn } from '@platform/ui';
import { PostDialog } from './PostDialog';
import { useAssocPostPageQuery, type AssocPost } from './associationApi';
import { Bar, Cell, Muted } from './styles';

const SIZE = 10;

/** The time and place of an event, as one line. */
export const eventWhen = (p: Pick<AssocPost, 'activityStart' | 'activityEnd' | 'activityPlace'>) =>
  [
    p.activityStart && [p.activityStart, p.activityEnd?.slice(11)].filter(Boolean).join(' – '),
    p.activityPlace,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * 通知活动: the notices (articles) and events (activities) of the content module sent to the
 * members; each opens on the content module's own page. The administrator sends another.
 */
export function Posts({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const { data, isFetching } = useAssocPostPageQuery({ current: page, size: SIZE });
  const columns: TableColumn<AssocPost>[] = [
    {
      key: 'title',
      title: t('association.posts.title'),
      render: (p) => (
        <Cell>
          <Link to={p.path}>{p.title}</Link>
          {!p.readable && <Tag tone="neutral">{t('association.posts.withdrawn')}</Tag>}
        </Cell>
      ),
    },
    {
      key: 'kind',
      title: t('association.posts.kind'),
      render: (p) => (
        <Tag tone={p.kind === 'activity' ? 'brand' : 'neutral'}>{t(`association.posts.kinds.${p.kind}`)}</Tag>
      ),
    },
    {
      key: 'activityStart',
      title: t('association.posts.when'),
      render: (p) => (p.kind === 'activity' ? eventWhen(p) : ''),
    },
    { key: 'recipients', title: t('association.posts.recipients'), align: 'right' },
    { key: 'sentAt', title: t('association.posts.sentAt') },
  ];
  return (
    <div data-testid="assoc-posts">
      {isAdmin && (
        <Bar>
          <span />
          <Button variant="primary" onClick={() => setSending(true)}>
            {t('association.posts.send')}
          </Button>
        </Bar>
      )}
      <Table
        aria-label={t('association.tabs.posts')}
        columns={columns}
        rows={data?.records ?? []}
        rowKey={(p) => p.postId}
        empty={t('association.posts.empty')}
        loading={isFetching && !data}
      />
      <Bar>
        <Muted>{t('association.dues.total', { total: data?.total ?? 0 })}</Muted>
        <Pagination total={data?.total ?? 0} pageSize={SIZE} page={page} onChange={setPage} />
      </Bar>
      {sending && <PostDialog onClose={() => setSending(false)} />}
    </div>
  );
}
