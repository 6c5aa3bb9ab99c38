import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Checkbox, Empty, toast } from '@platform/ui';
import { DynamicsList } from '@platform/ui/domain';
import { FEED_KINDS, type FeedKind } from '@platform/contracts/content/feed-limits';
import { DISCOVER_INDEX_PATH } from '../discover';
import { asDynamic, itemHref } from './feedModel';
import { useFeedSettingQuery, useGroupTreeQuery, useSaveFeedSettingMutation } from './feedApi';
import { GroupPanel } from './GroupPanel';
import { useFeedPaging } from './useFeedPaging';
import './i18n';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl}px;
  padding: ${({ theme }) => theme.space.xl}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space.sm}px;
  }
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md}px;
  legend {
    padding: 0 ${({ theme }) => theme.space.xs}px;
  }
`;

/** Where to find organisations to follow: the platform's directory. */
const DiscoverLink = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  padding-top: ${({ theme }) => theme.space.md}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * /home/index: the dynamics of what I follow (spec 2 §4 paging: page 1 replaces, later pages
 * append when scrolled within 86 px of the end, 没有更多了 under a short page), the kinds setting
 * and the follow groups as a filter. Each item opens its publication, enterprise or card.
 */
export default function FeedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [groupId, setGroupId] = useState<string | undefined>();
  const [reload, setReload] = useState(0);
  const { data: setting } = useFeedSettingQuery({});
  const { data: tree = [] } = useGroupTreeQuery({});
  const [saveSetting, { isLoading: saving }] = useSaveFeedSettingMutation();
  const feed = useFeedPaging(groupId, reload);
  const kinds = setting?.kinds ?? [...FEED_KINDS];

  const toggle = async (kind: FeedKind, on: boolean) => {
    const next = FEED_KINDS.filter((k) => (k === kind ? on : kinds.includes(k)));
    try {
      await saveSetting({ kinds: next }).unwrap();
      toast.success(t('feed.kinds.saved'));
      setReload((n) => n + 1);
    } catch {
      // The shared API layer shows the server's message.
    }
  };

  return (
    <Layout data-testid="feed-page">
      <div>
        <GroupPanel tree={tree} selected={groupId} onSelect={setGroupId} />
        <DiscoverLink>
          <Link to={DISCOVER_INDEX_PATH}>{t('feed.home.discover')}</Link>
        </DiscoverLink>
      </div>
      <main>
        <h1>{t('routes.dynamics')}</h1>
        <Kinds>
          <legend>{t('feed.kinds.legend')}</legend>
          {FEED_KINDS.map((k) => (
            <Checkbox
              key={k}
              label={t(`feed.kinds.${k}`)}
              checked={kinds.includes(k)}
              disabled={saving}
              onChange={(e) => void toggle(k, e.target.checked)}
            />
          ))}
        </Kinds>
        <section aria-label={t('feed.home.list')} data-testid="feed-list">
          {feed.failed && <p role="alert">{t('feed.home.loadFailed')}</p>}
          {feed.loaded && !feed.loading && !feed.failed && feed.items.length === 0 ? (
            <Empty description={t('feed.home.empty')} />
          ) : (
            <DynamicsList
              items={feed.items.map(asDynamic)}
              loading={feed.loading}
              hasMore={feed.hasMore}
              onLoadMore={feed.loadMore}
              onOpen={(d) => {
                const item = feed.items.find((i) => i.key === d.id);
                const href = item && itemHref(item);
                if (href) void navigate(href);
              }}
            />
          )}
        </section>
      </main>
    </Layout>
  );
}
