import { useState } from 'react';
import { SAVED_VIEW_COLUMNS } from '@platform/contracts';
import { normalizeColumnSettings, type ColumnSetting } from '@platform/ui';
import {
  useCrmViewListQuery,
  type CustomerViewState,
  type DealViewState,
  type SavedView,
  type SavedViewTable,
} from './customersApi';

/** What a view of each table holds: the table's filters and its column settings (null: the default). */
export interface ViewStateOf {
  customers: CustomerViewState;
  deals: DealViewState;
}
export type ViewFilters<T extends SavedViewTable> = ViewStateOf[T]['filters'];

const DEFAULT_STATE = { filters: {}, columns: null };

/** The filters without empty values, keys in order: two states that show the same rows compare equal. */
function canonicalFilters(filters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Column settings made whole; null when they are the default (every column shown, in order). */
export function canonicalColumns(
  table: SavedViewTable,
  columns: readonly ColumnSetting[] | null,
): ColumnSetting[] | null {
  if (!columns) return null;
  const keys = SAVED_VIEW_COLUMNS[table];
  const whole = normalizeColumnSettings(keys, columns);
  return whole.every((c, i) => c.visible && c.key === keys[i]) ? null : whole;
}

/** The state as a view stores it: filters without blanks, columns whole or null. */
export function viewStateOf<T extends SavedViewTable>(
  table: T,
  state: { filters: Record<string, unknown>; columns: readonly ColumnSetting[] | null },
): ViewStateOf[T] {
  return {
    filters: canonicalFilters(state.filters),
    columns: canonicalColumns(table, state.columns),
  } as ViewStateOf[T];
}

export const sameViewState = (
  table: SavedViewTable,
  a: { filters: Record<string, unknown>; columns: readonly ColumnSetting[] | null },
  b: { filters: Record<string, unknown>; columns: readonly ColumnSetting[] | null },
) => JSON.stringify(viewStateOf(table, a)) === JSON.stringify(viewStateOf(table, b));

/**
 * The filters and column settings of one table, and the saved view they came from. The table reads
 * `filters` and `columns` and changes them through `setFilters` / `setColumns`; the SavedViews
 * control applies a view (`apply`) and tells whether the table has moved away from it (`modified`).
 * The default view (all rows, every column) is `active: null`. `onApply` lets the table reset what
 * it keeps itself (typed search words, the page).
 */
export function useSavedView<T extends SavedViewTable>(
  table: T,
  options: { onApply?: (state: ViewStateOf[T]) => void } = {},
) {
  const [state, setState] = useState<ViewStateOf[T]>(DEFAULT_STATE as ViewStateOf[T]);
  const [chosen, setChosen] = useState<SavedView | null>(null);
  const { data, isFetching } = useCrmViewListQuery({ table });
  const views = data ?? [];
  // The chosen view as the list has it now; while the list reloads (just saved), as it was chosen.
  const active = chosen
    ? (views.find((v) => v.viewId === chosen.viewId) ?? (isFetching || !data ? chosen : null))
    : null;
  const modified = !sameViewState(table, state, active ? active.state : DEFAULT_STATE);

  const apply = (view: SavedView | null) => {
    const next = viewStateOf(table, view ? view.state : DEFAULT_STATE);
    setChosen(view);
    setState(next);
    options.onApply?.(next);
  };
  return {
    table,
    views,
    active,
    modified,
    state,
    filters: state.filters as ViewFilters<T>,
    columns: state.columns,
    setFilters: (filters: ViewFilters<T>) => setState((s) => ({ ...s, filters })),
    setColumns: (columns: ColumnSetting[] | null) => setState((s) => ({ ...s, columns })),
    apply,
    /** A view just saved from the current state becomes the current one, without touching the table. */
    choose: setChosen,
  };
}
export type SavedViewControl = ReturnType<typeof useSavedView>;
