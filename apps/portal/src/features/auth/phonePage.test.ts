import { describe, expect, it } from 'vitest';
import { phonePageFor } from './startSession';

describe('phone pages for desktop addresses', () => {
  it("opens a server card's view on its /m/card page", () => {
    expect(phonePageFor('/businessCard/view', '?vcardId=9001&cardType=0')).toBe('/m/card/9001');
    expect(phonePageFor('/businessCard/view/', '?vcardId=9001')).toBe('/m/card/9001');
    expect(phonePageFor('/businesscard/VIEW', '?vcardId=9001')).toBe('/m/card/9001');
  });

  it('leaves drafts, bad ids and other pages to the mobile site', () => {
    expect(phonePageFor('/businessCard/view', '?vcardId=9001&cardType=1')).toBeNull();
    expect(phonePageFor('/businessCard/view', '?vcardId=abc')).toBeNull();
    expect(phonePageFor('/businessCard/view', '')).toBeNull();
    expect(phonePageFor('/home/discover', '?vcardId=9001')).toBeNull();
  });
});
