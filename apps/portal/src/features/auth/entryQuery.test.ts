import { describe, expect, it } from 'vitest';
import {
  hashLinkTarget,
  isMobileAgent,
  mobileTarget,
  parseEntryQuery,
  pendingInviteOf,
  stripTokenFromUrl,
  storePendingInvite,
  takePendingInvite,
} from './entryQuery';

describe('entry query', () => {
  it('reads every parameter of spec 1 §2', () => {
    const q = parseEntryQuery(
      '?token=t&path=/im/index&serveRegionCode=330100&userid=9&tenantid=200001&sellCode=S&channel=c&open_login=1&type=4&mobile=13800000000&appId=a&ssoType=4',
    );
    expect(q).toMatchObject({
      token: 't',
      path: '/im/index',
      serveRegionCode: '330100',
      invite: { userId: '9', tenantId: '200001' },
      sellCode: 'S',
      channel: 'c',
      openLogin: true,
      loginType: '4',
      phone: '13800000000',
      appId: 'a',
      ssoType: '4',
    });
  });
  it('strips the token and keeps the rest', () => {
    expect(stripTokenFromUrl('http://x/home/discover?token=abc&a=1#h')).toBe('/home/discover?a=1#h');
    expect(stripTokenFromUrl('http://x/home/discover?a=1')).toBeNull();
  });
  it('turns old hash links into paths', () => {
    expect(hashLinkTarget('http://x/#/entInfo/index?companyid=1')).toBe('/entInfo/index?companyid=1');
    expect(hashLinkTarget('http://x/page#section')).toBeNull();
  });
  it('keeps a pending invite until it is taken once', () => {
    const invite = pendingInviteOf(parseEntryQuery('?userid=9&tenantid=200001&sellCode=S'));
    expect(invite).toEqual({ inviterUserId: '9', inviterTenantId: '200001', sellCode: 'S' });
    storePendingInvite(invite!);
    expect(takePendingInvite()).toEqual(invite);
    expect(takePendingInvite()).toBeNull();
    expect(pendingInviteOf(parseEntryQuery('?a=1'))).toBeNull();
  });
  it('detects mobile agents and carries sellCode and channel to the mobile site', () => {
    expect(isMobileAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
    expect(mobileTarget('https://m.example.com/h5', parseEntryQuery('?sellCode=S&channel=c'))).toBe(
      'https://m.example.com/h5?sellCode=S&channel=c',
    );
  });
});
