import type { FastifyInstance } from 'fastify';
import {
  ResultCode,
  SOCIAL_LOGIN_COOKIE,
  TOKEN_PATH,
  authApi,
  localeFromHeader,
  message,
  tokenRequestSchema,
  tokenResponseSchema,
  type TokenError,
} from '@platform/contracts';
import type { AppContext } from '../../context';
import { AppError, badRequest, describeFailure } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import type { RouteDoc } from '../../lib/route-doc';
import { findUserById } from '../accounts';
import { authenticateClient } from './client-auth';
import { runGrant, type AuthDeps } from './grants';
import { revokeSession } from './sessions';
import { clearRefreshCookies, refreshTokenOf, setRefreshCookies } from './refresh-cookie';
import { qrLoginRoutes } from './qr-login-routes';
import { socialLoginRoutes } from './social-login-routes';
import { registerSocialSandboxPage } from './social-sandbox-page';

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const r = createRouter(app);
  const ctx = app.ctx;
  const db = ctx.store.db;

  registerTokenEndpoint(app, ctx, deps);
  qrLoginRoutes(app);
  socialLoginRoutes(app);
  registerSocialSandboxPage(app);

  r(authApi.logout, async ({ user, reply }) => {
    await revokeSession(db, user.sessionId, 'logout');
    clearRefreshCookies(reply);
    return true;
  });

  r(authApi.isLogin, async ({ user }) => {
    const row = await findUserById(db, user.userId);
    if (!row) throw new AppError('tokenInvalid', ResultCode.UNAUTHORIZED, 401);
    return { userId: user.userId, tenantId: user.tenantId, account: row.account };
  });
}

/** The token grant in the API reference: the flat token object, not an envelope. */
const TOKEN_DOC: RouteDoc = {
  endpoint: {
    method: 'POST',
    path: TOKEN_PATH,
    auth: 'public',
    input: tokenRequestSchema,
    output: tokenResponseSchema,
  },
  answer: 'json',
  clientCredentials: true,
  summary:
    'OAuth2 token grant (password, sms, refresh_token, qr_code, sso or social): the access token every `bearer` operation needs.',
};

/**
 * OAuth2 token grants. Success is the flat token object (what the client stores, spec 1 §3);
 * failure is the envelope plus error_code / error_description, which the client checks.
 */
function registerTokenEndpoint(app: FastifyInstance, ctx: AppContext, deps: AuthDeps): void {
  app.post(TOKEN_PATH, {
    config: {
      rateLimit: { max: ctx.config.tokenRateLimitPerMinute, timeWindow: '1 minute' },
      doc: TOKEN_DOC,
    },
    errorHandler: (error, request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const failure = describeFailure(error, locale);
      if (!failure) request.log.error({ err: error }, 'token grant failed');
      const { status, code, msg } = failure ?? {
        status: 400,
        code: ResultCode.BAD_REQUEST,
        msg: message('badRequest', locale),
      };
      const body: TokenError = { code, msg, data: null, error_code: code, error_description: msg };
      return reply.status(status).send(body);
    },
    handler: async (request, reply) => {
      const clientId = authenticateClient(request, ctx.config.oauthClients);
      const query = (request.query ?? {}) as Record<string, unknown>;
      const body =
        request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const parsed = tokenRequestSchema.safeParse({ ...query, ...body });
      if (!parsed.success) {
        const grant = { ...query, ...body }.grant_type;
        if (
          typeof grant === 'string' &&
          !['password', 'captcha', 'sms', 'refresh_token', 'qr_code', 'sso', 'social'].includes(grant)
        ) {
          throw badRequest('unsupportedGrant');
        }
        throw badRequest('badRequest', describeIssues(parsed.error));
      }
      const tenantHeader = request.headers['tenant-id'];
      const grant =
        parsed.data.grant_type === 'refresh_token'
          ? { ...parsed.data, refresh_token: refreshTokenOf(request, ctx.jwtKey, parsed.data.refresh_token) }
          : parsed.data;
      const token = await runGrant(ctx, grant, {
        clientId,
        ip: request.ip,
        tenantHeader: typeof tenantHeader === 'string' && tenantHeader ? tenantHeader : undefined,
        host: request.hostname,
        ssoToken: typeof request.headers.token === 'string' ? request.headers.token : undefined,
        socialBrowser: request.cookies[SOCIAL_LOGIN_COOKIE],
        deps,
      });
      // The refresh token travels only in its HttpOnly cookie, never where a script could read it.
      setRefreshCookies(request, reply, ctx.jwtKey, token.refresh_token);
      return { ...token, refresh_token: '' };
    },
  });
}
