import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
    ['123456', 'e10adc3949ba59abbe56e057f20f883e'],
    ['a'.repeat(80), 'b15af9cdabbaea0516866a33d8fd0f98'],
  ])('hashes %j', (input, expected) => {
    expect(md5(input)).toBe(expected);
  });
  it('hashes UTF-8 text', () => {
    expect(md5('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });
});
