/** One stage of the board. */
export interface KanbanColumn {
  key: string;
  title: string;
}

/** Where a card sits: its column and its index in that column. */
export interface KanbanPlace {
  column: string;
  index: number;
}

/** Card ids grouped by column, in the cards' order; cards of unknown columns are left out. */
export function groupByColumn<T>(
  columns: readonly KanbanColumn[],
  cards: readonly T[],
  keyOf: (card: T) => string,
  columnOf: (card: T) => string,
): Map<string, string[]> {
  const groups = new Map<string, string[]>(columns.map((c) => [c.key, []]));
  for (const card of cards) groups.get(columnOf(card))?.push(keyOf(card));
  return groups;
}

/** Where a card is in the groups, or null. */
export function placeOf(groups: ReadonlyMap<string, readonly string[]>, id: string): KanbanPlace | null {
  for (const [column, ids] of groups) {
    const index = ids.indexOf(id);
    if (index >= 0) return { column, index };
  }
  return null;
}

/** The groups with card `id` taken out of its column and put at `to` (index after the move). */
export function withCardAt(
  groups: ReadonlyMap<string, readonly string[]>,
  id: string,
  to: KanbanPlace,
): Map<string, string[]> {
  const next = new Map<string, string[]>();
  for (const [column, ids] of groups)
    next.set(column, ids.includes(id) ? ids.filter((x) => x !== id) : [...ids]);
  const target = next.get(to.column);
  if (target) target.splice(Math.max(0, Math.min(to.index, target.length)), 0, id);
  return next;
}

export type KanbanStep = 'up' | 'down' | 'left' | 'right';

/**
 * The next place of a lifted card: up and down within its column, left and right to the
 * neighbouring column at the same index (clamped). `groups` shows the card at `from`.
 */
export function stepPlace(
  columns: readonly KanbanColumn[],
  groups: ReadonlyMap<string, readonly string[]>,
  from: KanbanPlace,
  step: KanbanStep,
): KanbanPlace {
  const length = (column: string) => groups.get(column)?.length ?? 0;
  if (step === 'up') return { column: from.column, index: Math.max(0, from.index - 1) };
  if (step === 'down')
    return { column: from.column, index: Math.min(length(from.column) - 1, from.index + 1) };
  const at = columns.findIndex((c) => c.key === from.column);
  const column = columns[at + (step === 'left' ? -1 : 1)];
  if (!column) return from;
  // The card joins the other column: its length grows by one.
  return { column: column.key, index: Math.min(from.index, length(column.key)) };
}

/**
 * The index a dragged card gets in `column` (after the move) when dropped before (or, `after`,
 * behind) the card at `overIndex` of that column as shown, the dragged card still counted where it was.
 */
export function dropIndex(from: KanbanPlace, column: string, overIndex: number, after: boolean): number {
  const slot = overIndex + (after ? 1 : 0);
  return from.column === column && from.index < slot ? slot - 1 : slot;
}

/**
 * Applies a board move to a flat card list: the card gets `column` and lands at `index` among that
 * column's cards. For hosts that keep the cards in one array.
 */
export function applyKanbanMove<T>(
  cards: readonly T[],
  keyOf: (card: T) => string,
  columnOf: (card: T) => string,
  withColumn: (card: T, column: string) => T,
  id: string,
  column: string,
  index: number,
): T[] {
  const card = cards.find((c) => keyOf(c) === id);
  if (!card) return [...cards];
  const rest = cards.filter((c) => keyOf(c) !== id);
  const moved = withColumn(card, column);
  const positions = rest.flatMap((c, i) => (columnOf(c) === column ? [i] : []));
  const at =
    index < positions.length
      ? positions[Math.max(0, index)]!
      : positions.length > 0
        ? positions[positions.length - 1]! + 1
        : rest.length;
  rest.splice(at, 0, moved);
  return rest;
}
