import { useState, type ReactNode } from 'react';
import { arrowFocus } from '../../internal/arrowFocus';
import { useUiMessages } from '../../locale';
import { Empty } from '../Empty';
import { Spinner } from '../Spinner';
import { applyColumnSettings, type ColumnSetting } from './columnSettings';
import { nextSort, sortRows, type SortState } from './sort';
import { Arrow, Grid, Loading, Row, SortButton, Td, Th, Wrap } from './Table.styles';

export interface TableColumn<T> {
  key: string;
  title: string;
  /** Cell content (default: `row[key]`). */
  render?: (row: T) => ReactNode;
  /** Sortable by its header button; the value compared (default: `row[key]`). */
  sortable?: boolean;
  sortValue?: (row: T) => unknown;
  align?: 'left' | 'center' | 'right';
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Visible caption; or `aria-label` when the page already titles the table. */
  caption?: ReactNode;
  'aria-label'?: string;
  loading?: boolean;
  /** Shown in the body when there are no rows (default 暂无数据). */
  empty?: ReactNode;
  /** Controlled sort; without `onSortChange` the table sorts its rows itself. */
  sort?: SortState | null;
  defaultSort?: SortState | null;
  /** Server-side sorting: receive the new sort and pass sorted rows back. */
  onSortChange?: (sort: SortState | null) => void;
  /**
   * Saved column order and visibility, edited with `TableColumnSettings` (placed by the host, e.g.
   * in the page's toolbar, so tables without it do not load it); null: all, in `columns` order.
   */
  columnSettings?: readonly ColumnSetting[] | null;
}

const cell = <T,>(row: T, key: string) => (row as Record<string, unknown>)[key];

/** Data table: sortable headers are buttons (Enter/Space, ←/→ between them) with aria-sort. */
export function Table<T>({
  columns: allColumns,
  rows,
  rowKey,
  caption,
  loading = false,
  empty,
  sort: controlled,
  defaultSort = null,
  onSortChange,
  columnSettings,
  ...aria
}: TableProps<T>) {
  const messages = useUiMessages();
  const columns = applyColumnSettings(allColumns, columnSettings);
  const [inner, setInner] = useState<SortState | null>(defaultSort);
  const sort = controlled !== undefined ? controlled : inner;
  const column = allColumns.find((c) => c.key === sort?.key);
  const shown = onSortChange
    ? rows
    : sortRows(rows, sort, (row) => (column?.sortValue ?? ((r: T) => cell(r, column!.key)))(row));

  const toggle = (key: string) => {
    const next = nextSort(sort, key);
    if (controlled === undefined) setInner(next);
    onSortChange?.(next);
  };

  return (
    <Wrap>
      <Grid aria-label={aria['aria-label']} aria-busy={loading || undefined}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr onKeyDown={(e) => arrowFocus(e, 'horizontal')}>
            {columns.map((c) => {
              const order = sort?.key === c.key ? sort.order : undefined;
              return (
                <Th
                  key={c.key}
                  scope="col"
                  $align={c.align ?? 'left'}
                  aria-sort={c.sortable ? (order ?? 'none') : undefined}
                >
                  {c.sortable ? (
                    <SortButton type="button" onClick={() => toggle(c.key)}>
                      {c.title}
                      <Arrow aria-hidden="true" $active={!!order}>
                        {order === 'descending' ? '▼' : order === 'ascending' ? '▲' : '⇅'}
                      </Arrow>
                    </SortButton>
                  ) : (
                    c.title
                  )}
                </Th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 && !loading ? (
            <tr>
              <Td colSpan={columns.length} $align="center">
                <Empty description={empty ?? messages.empty} />
              </Td>
            </tr>
          ) : (
            shown.map((row) => (
              <Row key={rowKey(row)}>
                {columns.map((c) => (
                  <Td key={c.key} $align={c.align ?? 'left'}>
                    {c.render ? c.render(row) : String(cell(row, c.key) ?? '')}
                  </Td>
                ))}
              </Row>
            ))
          )}
        </tbody>
      </Grid>
      {loading && (
        <Loading>
          <Spinner size={28} />
        </Loading>
      )}
    </Wrap>
  );
}
