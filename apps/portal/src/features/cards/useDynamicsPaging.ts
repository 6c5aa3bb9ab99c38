import { useCallback, useEffect, useRef, useState } from 'react';
import type { DynamicItem } from '@platform/ui/domain';
import { useLazyRelatedDynamicPageQuery } from './cardsApi';

/** Spec 2 §9: dynamics page size. */
export const DYNAMICS_PAGE_SIZE = 10;

export interface DynamicsSource {
  type: 1 | 2;
  companyId: string;
  /** The card's own (non-system) dynamics. */
  customDynamics: DynamicItem[];
  /** Module 16: dynamics the owner removed. */
  deletedDynamicIds: string[];
}

/**
 * Dynamics paging of spec 2 §4 through getRelatedDynamicPage: page 1 replaces the list, later
 * pages append; a page under 10 records means no more. The list asks for the next page only when
 * its length is a multiple of 10 (the ui's DynamicsList checks that and the 86 px / 300 ms trigger).
 */
export function useDynamicsPaging(source: DynamicsSource | null) {
  const [fetchPage] = useLazyRelatedDynamicPageQuery();
  const [items, setItems] = useState<DynamicItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const page = useRef(0);
  const key = source ? JSON.stringify(source) : '';

  const load = useCallback(
    async (current: number) => {
      if (!source) return;
      setLoading(true);
      try {
        const result = await fetchPage({
          type: source.type,
          companyId: source.companyId,
          customDynamicsJson: JSON.stringify(source.customDynamics.filter((d) => d.isSys !== 1)),
          deletedDynamicIds: source.deletedDynamicIds,
          current,
          size: DYNAMICS_PAGE_SIZE,
        }).unwrap();
        const records = result.records as DynamicItem[];
        page.current = current;
        setItems((list) => (current === 1 ? records : [...list, ...records]));
        setHasMore(records.length >= DYNAMICS_PAGE_SIZE);
      } catch {
        setHasMore(false);
      } finally {
        setLoading(false);
        setLoaded(true);
      }
    },
    // The source is compared by value (key): a new object with the same content loads nothing.
    [key, fetchPage],
  );

  useEffect(() => {
    page.current = 0;
    void load(1);
  }, [load]);

  const loadMore = useCallback(() => {
    if (!loading && hasMore) void load(page.current + 1);
  }, [load, loading, hasMore]);

  return { items, loading, hasMore, loaded, loadMore };
}
