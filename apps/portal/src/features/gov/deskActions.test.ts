import { describe, expect, it } from 'vitest';
import { govEn, govZh } from './copy';
import { actionsFor } from './DeskActions';

describe('政企通 desk steps', () => {
  it('offers the steps of the state machine, administrators all and members answer and transfer', () => {
    expect(actionsFor('submitted', true)).toEqual(['accept', 'reject']);
    expect(actionsFor('accepted', true)).toEqual(['assign', 'reject']);
    expect(actionsFor('assigned', true)).toEqual(['answer', 'transfer']);
    expect(actionsFor('answered', true)).toEqual(['close']);
    expect(actionsFor('closed', true)).toEqual([]);
    expect(actionsFor('rejected', true)).toEqual([]);
    expect(actionsFor('submitted', false)).toEqual([]);
    expect(actionsFor('assigned', false)).toEqual(['answer', 'transfer']);
  });

  it('has English copy without Chinese words', () => {
    const cjk = /[\u4e00-\u9fff]/;
    const walk = (o: unknown): string[] =>
      typeof o === 'string' ? [o] : Object.values(o as Record<string, unknown>).flatMap(walk);
    expect(walk(govEn).filter((s) => cjk.test(s))).toEqual([]);
    expect(walk(govZh).length).toBe(walk(govEn).length);
  });
});
