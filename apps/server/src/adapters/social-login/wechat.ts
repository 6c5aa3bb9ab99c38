import type { SocialCredentials } from '../../config';
import { SocialCodeError, providerJson, text, type Fetch, type SocialProvider } from './provider';

const OPEN = 'https://open.weixin.qq.com/connect/qrconnect';
const API = 'https://api.weixin.qq.com/sns';

/**
 * WeChat website login (微信开放平台 网站应用): the QR page at open.weixin.qq.com, then the code for an
 * access token and the openid, then the user's nickname and avatar. Its parameters are WeChat's own
 * (appid and secret, GET for the token), which the OAuth client libraries do not speak.
 */
export function createWechatProvider(cred: SocialCredentials, fetchFn: Fetch = fetch): SocialProvider {
  return {
    source: 'wechat',
    sandbox: false,
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({
        appid: cred.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${OPEN}?${q}#wechat_redirect`;
    },
    async exchange({ code }) {
      const token = await providerJson(
        fetchFn,
        `${API}/oauth2/access_token?${new URLSearchParams({
          appid: cred.clientId,
          secret: cred.clientSecret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      const accessToken = text(token.access_token);
      const openId = text(token.unionid) || text(token.openid);
      if (!accessToken || !openId) throw new SocialCodeError(`wechat: ${text(token.errmsg) || 'no token'}`);
      const info = await providerJson(
        fetchFn,
        `${API}/userinfo?${new URLSearchParams({ access_token: accessToken, openid: text(token.openid) })}`,
      );
      return { openId, nickname: text(info.nickname), avatar: text(info.headimgurl) };
    },
  };
}
