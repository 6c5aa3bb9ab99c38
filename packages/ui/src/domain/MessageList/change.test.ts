import { describe, expect, it } from 'vitest';
import { timeSeparators } from './change';

const MIN = 60_000;
const at = (id: string, minute: number) => ({ id, time: minute * MIN });

describe('timeSeparators', () => {
  it('puts a time above the first message and after a gap of more than 5 minutes', () => {
    const shown = timeSeparators([at('a', 0), at('b', 1), at('c', 10)], new Map());
    expect([...shown]).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });

  it('keeps the time of a page’s first message when an older, close message arrives', () => {
    const first = timeSeparators([at('b', 10), at('c', 11)], new Map());
    const more = timeSeparators([at('a', 9), at('b', 10), at('c', 11)], first);
    expect([...more]).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
    ]);
  });
});
