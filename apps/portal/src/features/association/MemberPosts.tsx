import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Empty, Tag } from '@platform/ui';
import { eventWhen } from './Posts';
import { useAssocApplyPostsQuery } from './associationApi';
import { CardGrid, Muted } from './styles';

/** 协会通知活动: what the associations the caller's company belongs to sent their members. */
export function MemberPosts() {
  const { t } = useTranslation();
  const { data: posts = [] } = useAssocApplyPostsQuery();
  return (
    <section aria-labelledby="assoc-member-posts" data-testid="assoc-member-posts">
      <h2 id="assoc-member-posts">{t('association.posts.mine')}</h2>
      {!posts.length ? (
        <Empty description={t('association.posts.mineEmpty')} />
      ) : (
        <CardGrid>
          {posts.map((p) => (
            <li key={p.postId}>
              <h3>
                <Tag tone={p.kind === 'activity' ? 'brand' : 'neutral'}>
                  {t(`association.posts.kinds.${p.kind}`)}
                </Tag>{' '}
                <Link to={p.path}>{p.title}</Link>
              </h3>
              <Muted>{[p.associationName, p.sentAt].join(' · ')}</Muted>
              {p.kind === 'activity' && eventWhen(p) && <p>{eventWhen(p)}</p>}
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
