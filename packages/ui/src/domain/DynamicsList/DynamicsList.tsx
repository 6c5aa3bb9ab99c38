import { useState } from 'react';
import { useUiMessages } from '../../locale';
import { plainDynamic, type DynamicItem } from '../BusinessCardView/card';
import { TrendDialog, trendSource } from '../TrendDialog';
import { Byline, Dynamic, Footer, List, Title } from './DynamicsList.styles';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';

export interface DynamicsListProps {
  items: DynamicItem[];
  loading?: boolean;
  /** False once a page came back with fewer than 10 records. */
  hasMore?: boolean;
  /** A title was clicked; without it the built-in TrendDialog opens instead. */
  onOpen?: (item: DynamicItem) => void;
  /** Asked for the next page when the end comes within 86 px, only while the length is a multiple of 10. */
  onLoadMore?: () => void;
}

/**
 * Dynamics (title, publisher or source, publish time, content as text) with the spec footer:
 * 加载中... while loading, 没有更多了 when no more. A title opens the TrendDialog unless `onOpen` is given.
 */
export function DynamicsList({
  items,
  loading = false,
  hasMore = true,
  onOpen,
  onLoadMore,
}: DynamicsListProps) {
  const messages = useUiMessages();
  const sentinel = useLoadMoreSentinel({ count: items.length, loading, hasMore, onLoadMore });
  const [opened, setOpened] = useState<DynamicItem | null>(null);

  return (
    <>
      <List>
        {items.map((item, i) => {
          const byline = [trendSource(item), item.publishDt].filter(Boolean).join(' ');
          return (
            <Dynamic key={item.id ?? i}>
              <Title type="button" onClick={() => (onOpen ? onOpen(item) : setOpened(item))}>
                {item.title}
              </Title>
              {byline && <Byline>{byline}</Byline>}
              <p>{plainDynamic(item.content)}</p>
            </Dynamic>
          );
        })}
      </List>
      <div ref={sentinel} aria-hidden="true" />
      {(loading || !hasMore) && <Footer role="status">{loading ? messages.loading : messages.noMore}</Footer>}
      {!onOpen && <TrendDialog trend={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
