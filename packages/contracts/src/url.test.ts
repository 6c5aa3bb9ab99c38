import { describe, expect, it } from 'vitest';
import { safeUrl, storableUrl } from './url';

describe('safeUrl', () => {
  it('keeps http(s), protocol-relative and same-origin paths', () => {
    expect(safeUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeUrl(' http://example.com ')).toBe('http://example.com');
    expect(safeUrl('//cdn.example.com/v.mp4', 'media')).toBe('//cdn.example.com/v.mp4');
    expect(safeUrl('/files/a.png')).toBe('/files/a.png');
    expect(safeUrl('HTTPS://EXAMPLE.COM')).toBe('HTTPS://EXAMPLE.COM');
  });

  it('drops script, data (outside images), other schemes and bare words', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'x',
      'a.png',
      '',
      null,
      42,
    ])
      expect(safeUrl(bad, 'image'), String(bad)).toBeUndefined();
    expect(safeUrl('data:image/png;base64,iVBOR', 'link')).toBeUndefined();
    expect(safeUrl('data:image/png;base64,iVBOR', 'media')).toBeUndefined();
    expect(safeUrl('data:image/png;base64,iVBOR', 'image')).toBe('data:image/png;base64,iVBOR');
    expect(safeUrl('data:image/svg+xml;charset=utf-8,%3Csvg', 'image')).toBeTruthy();
  });
});

describe('storableUrl', () => {
  it('stores http(s), protocol-relative and same-origin paths, our uploads included', () => {
    for (const good of [
      'https://cdn.example.com/a.png',
      '//cdn.example.com/v.mp4',
      '/api/platform-resource/file/123',
      'http://example.com/a?b=1&c=%20',
    ])
      expect(storableUrl(good), good).toBe(true);
  });

  it('refuses every other scheme, bare words, and text a browser would read otherwise', () => {
    for (const bad of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/png;base64,iVBOR',
      'x',
      ' https://example.com',
      'https://example.com/a b',
      'https://example.com/"onerror="x',
      '/a<script>',
      '/etc/passwd',
      '/api/platform-auth/oauth/logout',
      '',
    ])
      expect(storableUrl(bad), bad).toBe(false);
  });
});
