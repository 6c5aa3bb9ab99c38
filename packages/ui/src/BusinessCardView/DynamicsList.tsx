import { useUiMessages } from '../locale';
import { plainDynamic, type DynamicItem } from './card';
import { Dynamic, Footer } from './BusinessCardView.styles';

export interface DynamicsListProps {
  items: DynamicItem[];
  loading?: boolean;
  /** False once a page came back with fewer than 10 records. */
  hasMore?: boolean;
  onOpen?: (item: DynamicItem) => void;
}

/** Dynamics with the spec footer: 加载中... while loading, 没有更多了 when no more. */
export function DynamicsList({ items, loading = false, hasMore = true, onOpen }: DynamicsListProps) {
  const messages = useUiMessages();
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
      {(loading || !hasMore) && <Footer role="status">{loading ? messages.loading : messages.noMore}</Footer>}
    </>
  );
}
