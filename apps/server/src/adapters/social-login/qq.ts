import type { SocialCredentials } from '../../config';
import { SocialCodeError, providerJson, text, type Fetch, type SocialProvider } from './provider';

const GRAPH = 'https://graph.qq.com';

/** QQ login (QQ互联, graph.qq.com): the code for an access token, the openid, then the user's info. */
export function createQqProvider(cred: SocialCredentials, fetchFn: Fetch = fetch): SocialProvider {
  return {
    source: 'qq',
    sandbox: false,
    authorizeUrl({ state, redirectUri }) {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: cred.clientId,
        redirect_uri: redirectUri,
        state,
      });
      return `${GRAPH}/oauth2.0/authorize?${q}`;
    },
    async exchange({ code, redirectUri }) {
      const token = await providerJson(
        fetchFn,
        `${GRAPH}/oauth2.0/token?${new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: cred.clientId,
          client_secret: cred.clientSecret,
          code,
          redirect_uri: redirectUri,
          fmt: 'json',
        })}`,
      );
      const accessToken = text(token.access_token);
      if (!accessToken) throw new SocialCodeError(`qq: ${text(token.error_description) || 'no token'}`);
      const me = await providerJson(
        fetchFn,
        `${GRAPH}/oauth2.0/me?${new URLSearchParams({ access_token: accessToken, fmt: 'json' })}`,
      );
      const openId = text(me.openid);
      if (!openId) throw new SocialCodeError('qq: no openid');
      const info = await providerJson(
        fetchFn,
        `${GRAPH}/user/get_user_info?${new URLSearchParams({
          access_token: accessToken,
          oauth_consumer_key: cred.clientId,
          openid: openId,
        })}`,
      );
      return { openId, nickname: text(info.nickname), avatar: text(info.figureurl_qq_2) };
    },
  };
}
