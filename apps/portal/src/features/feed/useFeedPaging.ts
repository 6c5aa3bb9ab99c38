import { useCallback } from 'react';
import { useScrollPaging } from '../../shared/hooks/useScrollPaging';
import { useLazyFeedListQuery } from './feedApi';

/**
 * The feed's dynamics paging (spec 2 §4) over its keyset cursor: a page under 10 records comes
 * back without a cursor, which means no more. `reload` changes (a group, a saved setting) start
 * again from page 1.
 */
export function useFeedPaging(groupId: string | undefined, reload: number) {
  const [fetchFeed] = useLazyFeedListQuery();
  const fetchPage = useCallback(
    async (cursor: string | null) => {
      const page = await fetchFeed({
        ...(groupId ? { groupId } : {}),
        ...(cursor ? { cursor } : {}),
      }).unwrap();
      return { records: page.records, next: page.cursor };
    },
    [fetchFeed, groupId],
  );
  return useScrollPaging(fetchPage, reload);
}
