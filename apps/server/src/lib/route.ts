import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ResultCode,
  localeFromHeader,
  message,
  type Endpoint,
  type Locale,
  type MessageKey,
} from '@platform/contracts';
import { AppError, badRequest } from './errors';
import type { AuthUser, RouteAccess } from './auth';
import './route-doc';
import type { Store } from '../db/kysely';
import type { TenantScope } from '../db/tenant-scope';

export interface Call<I> {
  input: I;
  user: AuthUser;
  /** The caller's tenant (from the verified token): the only way to tenant-owned tables. */
  scope: TenantScope;
  ip: string;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface PublicCall<I> extends Omit<Call<I>, 'user' | 'scope'> {
  user: AuthUser | null;
  scope: TenantScope | null;
}

type Handler<E extends Endpoint> = E['auth'] extends 'user'
  ? (call: Call<z.output<E['input']>>) => Promise<z.input<E['output']>>
  : (call: PublicCall<z.output<E['input']>>) => Promise<z.input<E['output']>>;

export interface RouteOptions {
  successCode?: number;
  /** The success message key (default 'ok'), e.g. 已保存至名片夹. */
  successMessage?: MessageKey;
  /** Per-IP limit for this route, in requests per minute. */
  rateLimitPerMinute?: number;
}

/** A widget token is refused (403) unless `access` lets it in: pass the route's own flags. */
export type Authenticate = (
  request: FastifyRequest,
  required: boolean,
  access?: RouteAccess,
) => Promise<AuthUser | null>;

/**
 * Registers one contract endpoint: merges query and body, validates them with the contract,
 * authenticates, runs the handler and validates what it returns before wrapping the envelope.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  authenticate: Authenticate,
  store: Store,
  ep: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  app.route({
    method: ep.method,
    url: ep.path,
    config: {
      doc: { endpoint: ep, ...(options.successCode ? { successCode: options.successCode } : {}) },
      ...(options.rateLimitPerMinute
        ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
        : {}),
    },
    handler: async (request, reply) => {
      const locale = localeFromHeader(request.headers['accept-language']);
      const user = await authenticate(request, ep.auth === 'user', { widget: ep.widget === true });
      const raw = mergeInput(request);
      const parsed = ep.input.safeParse(raw);
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      const result = await (handler as (c: PublicCall<unknown>) => Promise<unknown>)({
        input: parsed.data,
        user,
        scope: user ? store.forTenant(user.tenantId, user.userId) : null,
        ip: request.ip,
        locale,
        request,
        reply,
      });
      const data = ep.output.parse(result);
      return {
        code: options.successCode ?? ResultCode.SUCCESS,
        data,
        msg: message(options.successMessage ?? 'ok', locale),
      };
    },
  });
}

function mergeInput(request: FastifyRequest): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = request.body;
  if (body === undefined || body === null || body === '') return { ...query };
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('badRequest', 'body must be an object');
  return { ...query, ...(body as Record<string, unknown>) };
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'body'}: ${i.message}`)
    .join('; ');
}

/** `route` bound to one module's app (its `app.ctx`), so modules write `r(endpoint, handler)`. */
export function createRouter(app: FastifyInstance) {
  const { authenticate, store } = app.ctx;
  return <E extends Endpoint>(ep: E, handler: Handler<E>, options?: RouteOptions) =>
    route(app, authenticate, store, ep, handler, options);
}

export { AppError };
