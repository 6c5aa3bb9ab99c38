import type { SocialCredentials } from '../../config';
import { SocialCodeError, providerJson, text, type Fetch, type SocialProvider } from './provider';

/**
 * DingTalk login (钉钉 第三方网站登录, OAuth 2.0 of login.dingtalk.com): the code for a user access
 * token, then the user's own profile (its unionId is stable across the company's apps).
 */
export function createDingtalkProvider(cred: SocialCredentials, fetchFn: Fetch = fetch): SocialProvider {
  return {
    source: 'dingtalk',
    sandbox: false,
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({
        redirect_uri: redirectUri,
        response_type: 'code',
        client_id: cred.clientId,
        scope: 'openid',
        state,
        prompt: 'consent',
      });
      return `https://login.dingtalk.com/oauth2/auth?${q}`;
    },
    async exchange({ code }) {
      const token = await providerJson(fetchFn, 'https://api.dingtalk.com/v1.0/oauth2/userAccessToken', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: cred.clientId,
          clientSecret: cred.clientSecret,
          code,
          grantType: 'authorization_code',
        }),
      });
      const accessToken = text(token.accessToken);
      if (!accessToken) throw new SocialCodeError(`dingtalk: ${text(token.message) || 'no token'}`);
      const me = await providerJson(fetchFn, 'https://api.dingtalk.com/v1.0/contact/users/me', {
        headers: { 'x-acs-dingtalk-access-token': accessToken },
      });
      const openId = text(me.unionId) || text(me.openId);
      if (!openId) throw new SocialCodeError('dingtalk: no user id');
      return { openId, nickname: text(me.nick), avatar: text(me.avatarUrl) };
    },
  };
}
