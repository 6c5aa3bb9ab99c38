import { useCallback, useEffect, useRef, useState } from 'react';

/** One page as the paging needs it: its records and where the next page starts (null: no more). */
export interface ScrollPage<T> {
  records: T[];
  next: string | null;
}

/**
 * Dynamics paging of spec 2 §4: page 1 replaces the list, later pages append; a page that gives no
 * `next` means no more. A new `fetchPage` (other filters) or `reload` starts again from page 1, and
 * the answer of a superseded request is dropped.
 */
export function useScrollPaging<T>(fetchPage: (next: string | null) => Promise<ScrollPage<T>>, reload = 0) {
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const cursor = useRef<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (first: boolean) => {
      const mine = ++generation.current;
      setLoading(true);
      setFailed(false);
      try {
        const page = await fetchPage(first ? null : cursor.current);
        if (mine !== generation.current) return;
        cursor.current = page.next;
        setItems((list) => (first ? page.records : [...list, ...page.records]));
      } catch {
        if (mine !== generation.current) return;
        cursor.current = null;
        setFailed(true);
      } finally {
        if (mine === generation.current) {
          setLoading(false);
          setLoaded(true);
        }
      }
    },
    [fetchPage],
  );

  useEffect(() => {
    cursor.current = null;
    setItems([]);
    setLoaded(false);
    void load(true);
  }, [load, reload]);

  const loadMore = useCallback(() => {
    if (!loading && cursor.current) void load(false);
  }, [load, loading]);

  return { items, loading, failed, loaded, hasMore: cursor.current !== null, loadMore };
}
