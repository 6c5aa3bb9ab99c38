import { useEffect, useRef } from 'react';
import { useUiMessages } from '../../locale';
import { plainDynamic, type DynamicItem } from './card';
import { Dynamic, Footer } from './BusinessCardView.styles';

/** Dynamics paging of spec 2 §4: page size 10, trigger within 86 px of the bottom, 300 ms delay. */
export const DYNAMICS_PAGE_SIZE = 10;
export const DYNAMICS_TRIGGER_PX = 86;
export const DYNAMICS_DELAY_MS = 300;

export interface DynamicsListProps {
  items: DynamicItem[];
  loading?: boolean;
  /** False once a page came back with fewer than 10 records. */
  hasMore?: boolean;
  onOpen?: (item: DynamicItem) => void;
  /** Asked for the next page when the end comes within 86 px, only while the length is a multiple of 10. */
  onLoadMore?: () => void;
}

/** Dynamics with the spec footer: 加载中... while loading, 没有更多了 when no more. */
export function DynamicsList({
  items,
  loading = false,
  hasMore = true,
  onOpen,
  onLoadMore,
}: DynamicsListProps) {
  const messages = useUiMessages();
  const sentinel = useRef<HTMLDivElement>(null);
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
      <ul style={{ margin: 0, padding: 0 }}>
        {items.map((item, i) => (
          <Dynamic key={item.id ?? i}>
            {onOpen ? (
              <button
                type="button"
                onClick={() => onOpen(item)}
                style={{ all: 'unset', cursor: 'pointer', fontWeight: 500 }}
              >
                {item.title}
              </button>
            ) : (
              <strong>{item.title}</strong>
            )}
            {item.publishDt && <span style={{ marginLeft: 8 }}>{item.publishDt}</span>}
            <p>{plainDynamic(item.content)}</p>
          </Dynamic>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {(loading || !hasMore) && <Footer role="status">{loading ? messages.loading : messages.noMore}</Footer>}
    </>
  );
}
