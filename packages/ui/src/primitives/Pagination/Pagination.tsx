import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useUiMessages } from '../../locale';
import { pageItems } from './pages';
import { Gap, Item, List, Nav, Total } from './Pagination.styles';

export interface PaginationProps {
  /** Number of items over all pages. */
  total: number;
  /** Items per page (default 10). */
  pageSize?: number;
  /** Current page, 1-based (controlled); or `defaultPage` for uncontrolled use. */
  page?: number;
  defaultPage?: number;
  onChange?: (page: number) => void;
  /** Pages shown each side of the current one (default 1). */
  siblings?: number;
  /** Shows 共 N 条 before the pages. */
  showTotal?: boolean;
  /** Names the navigation landmark (default 分页 / Pagination). */
  'aria-label'?: string;
}

const KEY_STEP: Record<string, (page: number, last: number) => number> = {
  ArrowLeft: (p) => p - 1,
  ArrowRight: (p) => p + 1,
  Home: () => 1,
  End: (_, last) => last,
};

/** Page buttons in a nav landmark: ←/→ go to the previous/next page, Home/End to the first/last. */
export function Pagination({
  total,
  pageSize = 10,
  page: controlled,
  defaultPage = 1,
  onChange,
  siblings = 1,
  showTotal = false,
  ...aria
}: PaginationProps) {
  const messages = useUiMessages();
  const [inner, setInner] = useState(defaultPage);
  const last = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(controlled ?? inner, 1), last);
  const listRef = useRef<HTMLUListElement>(null);
  const focusCurrent = useRef(false);

  const go = (next: number) => {
    const target = Math.min(Math.max(next, 1), last);
    if (target === page) return;
    if (controlled === undefined) setInner(target);
    onChange?.(target);
  };

  // Keyboard paging keeps focus on the current page button, wherever it moved to.
  useEffect(() => {
    if (!focusCurrent.current) return;
    focusCurrent.current = false;
    listRef.current?.querySelector<HTMLButtonElement>('[aria-current="page"]')?.focus();
  }, [page]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    focusCurrent.current = true;
    go(step(page, last));
  };

  return (
    <Nav aria-label={aria['aria-label'] ?? messages.pagination}>
      {showTotal && <Total>{messages.total(total)}</Total>}
      <List ref={listRef} onKeyDown={onKeyDown}>
        <li>
          <Item
            type="button"
            aria-label={messages.previousPage}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            ‹
          </Item>
        </li>
        {pageItems(page, last, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Item
                type="button"
                aria-label={messages.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Item>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>
          <Item
            type="button"
            aria-label={messages.nextPage}
            disabled={page >= last}
            onClick={() => go(page + 1)}
          >
            ›
          </Item>
        </li>
      </List>
    </Nav>
  );
}
