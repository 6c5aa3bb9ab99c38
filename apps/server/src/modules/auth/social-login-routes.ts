import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SOCIAL_LOGIN_CALLBACK_PATH,
  SOCIAL_LOGIN_COOKIE,
  SOCIAL_LOGIN_COOKIE_PATH,
  SOCIAL_LOGIN_STATE_SECONDS,
  SOCIAL_LOGIN_TICKET_SECONDS,
  authApi,
  localeFromHeader,
  type SocialSource,
} from '@platform/contracts';
import { randomToken } from '../../lib/crypto';
import { createRouter } from '../../lib/route';
import { customerForDomain } from '../accounts';
import { checkThirdLogin, providerOf, socialBindings, socialUnbind, startSocialLogin } from './social-login';

/** A login dialog starts a sign-in per click: a few a minute per address. */
export const SOCIAL_STARTS_PER_MINUTE = 20;
/** Each provider's answer is checked once; a burst means someone guesses states or replays codes. */
export const SOCIAL_CHECKS_PER_MINUTE = 20;
export const SOCIAL_UNBINDS_PER_MINUTE = 10;

/** Where the provider sends the browser back: the portal page on the host the login started on. */
const redirectUriOf = (request: FastifyRequest, source: SocialSource) =>
  `${request.protocol}://${request.host}${SOCIAL_LOGIN_CALLBACK_PATH}/${source}`;

/** A new nonce per started login, in the cookie only this browser sends back to the OAuth calls. */
function bindToBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const nonce = randomToken(32);
  reply.setCookie(SOCIAL_LOGIN_COOKIE, nonce, {
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation from its site.
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: SOCIAL_LOGIN_COOKIE_PATH,
    maxAge: SOCIAL_LOGIN_STATE_SECONDS + SOCIAL_LOGIN_TICKET_SECONDS,
  });
  return nonce;
}

export function socialLoginRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { store, social } = app.ctx;
  const db = store.db;
  const customerOf = (request: FastifyRequest) => customerForDomain(db, request.hostname);

  const offered = Object.values(social).map((p) => ({ source: p.source, sandbox: p.sandbox }));
  r(authApi.socialProviders, async () => offered);

  r(
    authApi.socialAuthorize,
    async ({ input, request, reply }) =>
      startSocialLogin(db, providerOf(social, input.source), {
        customer: await customerOf(request),
        browserNonce: bindToBrowser(request, reply),
        redirectUri: redirectUriOf(request, input.source),
        locale: localeFromHeader(request.headers['accept-language']),
      }),
    { rateLimitPerMinute: SOCIAL_STARTS_PER_MINUTE },
  );

  r(
    authApi.socialBindAuthorize,
    async ({ input, request, reply, user }) =>
      startSocialLogin(db, providerOf(social, input.source), {
        customer: await customerOf(request),
        browserNonce: bindToBrowser(request, reply),
        redirectUri: redirectUriOf(request, input.source),
        locale: localeFromHeader(request.headers['accept-language']),
        bindUserId: user.userId,
      }),
    { rateLimitPerMinute: SOCIAL_STARTS_PER_MINUTE },
  );

  r(
    authApi.checkThirdLogin,
    async ({ input, request }) =>
      checkThirdLogin(db, providerOf(social, input.source), {
        customer: await customerOf(request),
        browserNonce: request.cookies[SOCIAL_LOGIN_COOKIE],
        code: input.code,
        state: input.state,
        redirectUri: redirectUriOf(request, input.source),
      }),
    { rateLimitPerMinute: SOCIAL_CHECKS_PER_MINUTE },
  );

  r(authApi.socialBindings, async ({ request, user }) =>
    socialBindings(db, await customerOf(request), user.userId),
  );

  r(
    authApi.socialUnbind,
    async ({ input, request, user }) =>
      socialUnbind(db, await customerOf(request), user.userId, input.source),
    { rateLimitPerMinute: SOCIAL_UNBINDS_PER_MINUTE },
  );
}
