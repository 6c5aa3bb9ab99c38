import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it('refuses NUL and lone surrogates, high or low, and keeps paired ones', () => {
    for (const bad of ['a\u0000b', 'x\ud800y', 'x\udc00y', '\ud83d', 'end\udfff', '\udc00\ud800'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', '张伟', 'emoji 😀 ok', '\ud83d\ude00', 'tab\tand\nnewline', '\u00a0'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });

  it('finds the first unstorable value or key at any depth', () => {
    expect(findUnstorableText({ a: 'ok', list: [{ name: 'ok' }] })).toBeUndefined();
    expect(findUnstorableText({ a: 'ok', list: [{ name: 'x\ud800' }] })).toBe('list.0.name');
    expect(findUnstorableText({ nested: { 'a\u0000': 1 } }, 'body')).toBe('body.nested');
    expect(findUnstorableText({ 'a\u0000': 1 })).toBe('key');
    expect(findUnstorableText('a\u0000b', 'body')).toBe('body');
    expect(findUnstorableText([1, null, true, new Uint8Array([0])])).toBeUndefined();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\udc00';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
