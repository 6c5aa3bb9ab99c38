import { describe, expect, it } from 'vitest';
import { applyKanbanMove, dropIndex, groupByColumn, placeOf, stepPlace, withCardAt } from './kanban';

const columns = [
  { key: 'a', title: 'A' },
  { key: 'b', title: 'B' },
  { key: 'c', title: 'C' },
];
const cards = [
  { id: '1', col: 'a' },
  { id: '2', col: 'b' },
  { id: '3', col: 'a' },
  { id: '4', col: 'x' },
];
const key = (c: { id: string }) => c.id;
const col = (c: { col: string }) => c.col;

describe('kanban moves', () => {
  it('groups cards by column in order and leaves unknown columns out', () => {
    const groups = groupByColumn(columns, cards, key, col);
    expect([...groups]).toEqual([
      ['a', ['1', '3']],
      ['b', ['2']],
      ['c', []],
    ]);
    expect(placeOf(groups, '3')).toEqual({ column: 'a', index: 1 });
    expect(placeOf(groups, '4')).toBeNull();
  });

  it('moves a card within and across columns', () => {
    const groups = groupByColumn(columns, cards, key, col);
    expect(withCardAt(groups, '1', { column: 'a', index: 1 }).get('a')).toEqual(['3', '1']);
    const across = withCardAt(groups, '1', { column: 'c', index: 5 });
    expect(across.get('a')).toEqual(['3']);
    expect(across.get('c')).toEqual(['1']);
  });

  it('steps a lifted card by arrow keys, clamped at the edges', () => {
    const groups = groupByColumn(columns, cards, key, col);
    expect(stepPlace(columns, groups, { column: 'a', index: 0 }, 'up')).toEqual({ column: 'a', index: 0 });
    expect(stepPlace(columns, groups, { column: 'a', index: 0 }, 'down')).toEqual({ column: 'a', index: 1 });
    expect(stepPlace(columns, groups, { column: 'a', index: 1 }, 'down')).toEqual({ column: 'a', index: 1 });
    expect(stepPlace(columns, groups, { column: 'a', index: 1 }, 'right')).toEqual({ column: 'b', index: 1 });
    expect(stepPlace(columns, groups, { column: 'a', index: 1 }, 'left')).toEqual({ column: 'a', index: 1 });
    expect(stepPlace(columns, groups, { column: 'b', index: 0 }, 'right')).toEqual({ column: 'c', index: 0 });
  });

  it('computes the drop index with the dragged card counted where it was', () => {
    expect(dropIndex({ column: 'a', index: 0 }, 'a', 2, false)).toBe(1);
    expect(dropIndex({ column: 'a', index: 3 }, 'a', 1, false)).toBe(1);
    expect(dropIndex({ column: 'a', index: 0 }, 'b', 0, true)).toBe(1);
  });

  it('applies a move to a flat list', () => {
    const set = (c: { id: string; col: string }, column: string) => ({ ...c, col: column });
    expect(applyKanbanMove(cards, key, col, set, '1', 'b', 0).map((c) => `${c.id}${c.col}`)).toEqual([
      '1b',
      '2b',
      '3a',
      '4x',
    ]);
    expect(applyKanbanMove(cards, key, col, set, '1', 'b', 1).map((c) => `${c.id}${c.col}`)).toEqual([
      '2b',
      '1b',
      '3a',
      '4x',
    ]);
    expect(applyKanbanMove(cards, key, col, set, '2', 'c', 0).map((c) => `${c.id}${c.col}`)).toEqual([
      '1a',
      '3a',
      '4x',
      '2c',
    ]);
  });
});
