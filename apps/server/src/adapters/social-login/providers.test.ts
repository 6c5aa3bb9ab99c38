import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { SocialCodeError, createSocialProviders, describeSocialProviders, type Fetch } from './index';
import { createDingtalkProvider } from './dingtalk';
import { createQqProvider } from './qq';
import { createWechatProvider } from './wechat';

const cred = { clientId: 'app-id', clientSecret: 'app-secret' };

/** A provider service that answers each URL prefix with its JSON, and records the calls. */
function fakeFetch(answers: Array<[string, unknown]>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const hit = answers.find(([prefix]) => url.startsWith(prefix));
    return new Response(JSON.stringify(hit ? hit[1] : { errcode: 404 }), { status: hit ? 200 : 404 });
  }) as Fetch;
  return { fn, calls };
}

describe('WeChat website login', () => {
  it('sends the QR page with appid, scope and state, then maps the token and user info', async () => {
    const { fn, calls } = fakeFetch([
      [
        'https://api.weixin.qq.com/sns/oauth2/access_token',
        { access_token: 'AT', openid: 'OID', unionid: 'UID' },
      ],
      [
        'https://api.weixin.qq.com/sns/userinfo',
        { nickname: '微信昵称', headimgurl: 'https://wx.qlogo.cn/a.png' },
      ],
    ]);
    const p = createWechatProvider(cred, fn);
    const url = new URL(
      p.authorizeUrl({ state: 'S', redirectUri: 'https://a.cn/oauth/callback/wechat', locale: 'zh' }),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      appid: 'app-id',
      scope: 'snsapi_login',
      state: 'S',
    });
    expect(url.hash).toBe('#wechat_redirect');
    await expect(p.exchange({ code: 'C', redirectUri: '' })).resolves.toEqual({
      openId: 'UID',
      nickname: '微信昵称',
      avatar: 'https://wx.qlogo.cn/a.png',
    });
    expect(calls[0]!.url).toContain('secret=app-secret');
    expect(calls[1]!.url).toContain('openid=OID');
  });

  it('refuses a code WeChat refuses', async () => {
    const { fn } = fakeFetch([
      ['https://api.weixin.qq.com/sns/oauth2/access_token', { errcode: 40163, errmsg: 'code been used' }],
    ]);
    await expect(
      createWechatProvider(cred, fn).exchange({ code: 'C', redirectUri: '' }),
    ).rejects.toBeInstanceOf(SocialCodeError);
  });
});

describe('DingTalk login', () => {
  it('posts the code for a user token and reads the user', async () => {
    const { fn, calls } = fakeFetch([
      ['https://api.dingtalk.com/v1.0/oauth2/userAccessToken', { accessToken: 'AT' }],
      ['https://api.dingtalk.com/v1.0/contact/users/me', { nick: '钉钉昵称', unionId: 'U1', avatarUrl: '' }],
    ]);
    const p = createDingtalkProvider(cred, fn);
    expect(p.authorizeUrl({ state: 'S', redirectUri: 'r', locale: 'zh' })).toContain('client_id=app-id');
    await expect(p.exchange({ code: 'C', redirectUri: '' })).resolves.toEqual({
      openId: 'U1',
      nickname: '钉钉昵称',
      avatar: '',
    });
    expect(JSON.parse(String(calls[0]!.init?.body))).toMatchObject({
      code: 'C',
      grantType: 'authorization_code',
    });
    expect((calls[1]!.init?.headers as Record<string, string>)['x-acs-dingtalk-access-token']).toBe('AT');
  });
});

describe('QQ login', () => {
  it('reads the openid and the user info with the token', async () => {
    const { fn, calls } = fakeFetch([
      ['https://graph.qq.com/oauth2.0/token', { access_token: 'AT' }],
      ['https://graph.qq.com/oauth2.0/me', { openid: 'QQ1' }],
      [
        'https://graph.qq.com/user/get_user_info',
        { nickname: 'QQ昵称', figureurl_qq_2: 'https://q.qlogo.cn/b' },
      ],
    ]);
    const p = createQqProvider(cred, fn);
    await expect(p.exchange({ code: 'C', redirectUri: 'https://a.cn/oauth/callback/qq' })).resolves.toEqual({
      openId: 'QQ1',
      nickname: 'QQ昵称',
      avatar: 'https://q.qlogo.cn/b',
    });
    expect(calls[0]!.url).toContain('redirect_uri=https%3A%2F%2Fa.cn%2Foauth%2Fcallback%2Fqq');
  });

  it('treats an unreachable provider as a refusal', async () => {
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as Fetch;
    await expect(
      createQqProvider(cred, down).exchange({ code: 'C', redirectUri: '' }),
    ).rejects.toBeInstanceOf(SocialCodeError);
  });
});

describe('choosing providers', () => {
  const key = new Uint8Array(32);
  it('uses credentials where given, the sandbox elsewhere, nothing in production without it', () => {
    const mixed = loadConfig({ SOCIAL_WECHAT_APP_ID: 'a', SOCIAL_WECHAT_APP_SECRET: 'b' });
    expect(describeSocialProviders(createSocialProviders(mixed.social, key))).toBe(
      'social login: wechat=live, dingtalk=sandbox, qq=sandbox',
    );
    const production = loadConfig({ APP_MODE: 'production' });
    expect(describeSocialProviders(createSocialProviders(production.social, key))).toBe(
      'social login: wechat=disabled, dingtalk=disabled, qq=disabled',
    );
    expect(() => loadConfig({ SOCIAL_QQ_APP_ID: 'a' })).toThrow(/QQ social login needs both/);
  });
});
