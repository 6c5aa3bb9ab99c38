import { useEffect, useRef, useState } from 'react';
import { useUiMessages } from '../../locale';
import { plainDynamic, type DynamicItem } from '../BusinessCardView/card';
import { TrendDialog, trendSource } from '../TrendDialog';
import { Byline, Dynamic, Footer, List, Title } from './DynamicsList.styles';

/** Dynamics paging of spec 2 §4: page size 10, trigger within 86 px of the bottom, 300 ms delay. */
export const DYNAMICS_PAGE_SIZE = 10;
export const DYNAMICS_TRIGGER_PX = 86;
export const DYNAMICS_DELAY_MS = 300;

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
  const sentinel = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<DynamicItem | null>(null);
  const canLoad =
    !!onLoadMore && hasMore && !loading && items.length > 0 && items.length % DYNAMICS_PAGE_SIZE === 0;

  useEffect(() => {
    const el = sentinel.current;
    if (!canLoad || !el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        clearTimeout(timer);
        if (entries.some((e) => e.isIntersecting))
          timer = setTimeout(() => onLoadMore?.(), DYNAMICS_DELAY_MS);
      },
      { rootMargin: `0px 0px ${DYNAMICS_TRIGGER_PX}px 0px` },
    );
    observer.observe(el);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [canLoad, onLoadMore, items.length]);

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
