import { useEffect, useRef } from 'react';

/** Dynamics paging of spec 2 §4: page size 10, trigger within 86 px of the bottom, 300 ms delay. */
export const DYNAMICS_PAGE_SIZE = 10;
export const DYNAMICS_TRIGGER_PX = 86;
export const DYNAMICS_DELAY_MS = 300;

/**
 * The infinite-scroll trigger of spec 2 §4: returns the ref for an element placed at the end of the
 * list; `onLoadMore` is called 300 ms after that element comes within 86 px of the viewport, only
 * while there is more, nothing is loading and the length is a non-zero multiple of 10.
 */
export function useLoadMoreSentinel<E extends Element = HTMLDivElement>({
  count,
  loading,
  hasMore,
  onLoadMore,
}: {
  count: number;
  loading: boolean;
  hasMore: boolean;
  onLoadMore?: () => void;
}) {
  const sentinel = useRef<E>(null);
  const canLoad = !!onLoadMore && hasMore && !loading && count > 0 && count % DYNAMICS_PAGE_SIZE === 0;

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
  }, [canLoad, onLoadMore, count]);

  return sentinel;
}
