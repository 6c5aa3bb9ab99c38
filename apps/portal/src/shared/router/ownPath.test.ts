import { describe, expect, it } from 'vitest';
import { isOwnPath } from './ownPath';

describe('isOwnPath', () => {
  it('accepts paths of this site', () => {
    for (const path of ['/', '/control/collections', '/home/discover?q=%E7%A7%91'])
      expect(isOwnPath(path)).toBe(true);
  });
  it('refuses other sites and non-paths', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'home',
      '',
      null,
      undefined,
    ])
      expect(isOwnPath(path)).toBe(false);
  });
});
