import styled from 'styled-components';
import { useUiMessages } from '@platform/ui';
import { useLoadMoreSentinel } from '@platform/ui/domain';

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.md}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * The end of a dynamics list (spec 2 §4, as the ui kit's DynamicsList): asks for the next page
 * through the ui kit's useLoadMoreSentinel and says 加载中... or 没有更多了.
 */
export function LoadMoreTrigger({
  count,
  loading,
  hasMore,
  onLoadMore,
}: {
  count: number;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
}) {
  const messages = useUiMessages();
  const sentinel = useLoadMoreSentinel({ count, loading, hasMore, onLoadMore });

  return (
    <>
      <div ref={sentinel} aria-hidden="true" />
      {(loading || (!hasMore && count > 0)) && (
        <Footer role="status">{loading ? messages.loading : messages.noMore}</Footer>
      )}
    </>
  );
}
