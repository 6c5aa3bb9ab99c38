import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CUSTOMER_HEADER, ResultCode, localeFromHeader, message, widgetRoutes } from '@platform/contracts';
import { ownOrigin } from '../lib/auth';
import { forbidden } from '../lib/errors';
import { assertCustomerCode, noteOriginRefusal, partnerAllowing } from '../modules/widget';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on a cross-origin call from an allowed partner page: its per-origin rate. */
    partnerRate?: number;
  }
}

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  CUSTOMER_HEADER,
  'tenant-id',
].join(', ');
const PREFLIGHT_MAX_AGE = 600;
/** A partner origin's calls per minute unless its row says otherwise (widget_partners.rate_per_minute). */
export const DEFAULT_PARTNER_RATE_PER_MINUTE = 600;

/**
 * Partner pages on other origins call the API (widgets, and the chat socket's upgrade). Every
 * `/api/` request whose Origin is not our own is checked against the partners of the customer (the
 * widget's `Pf-Customer`, else the host name's): allowed ones get CORS headers (no credentials:
 * widgets send bearer tokens) and a per-origin rate limit; others a 403 they can read, so the widget
 * can show why. The server-to-server token route refuses browsers itself.
 */
/**
 * A refused socket upgrade: the websocket plugin would leave the connection open after a normal
 * reply (holding shutdown up), so the 403 is written on the raw socket, which is then closed.
 */
function refuseUpgrade(request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const body = JSON.stringify({
    code: ResultCode.FORBIDDEN,
    msg: message('widgetOriginRefused', localeFromHeader(request.headers['accept-language'])),
    data: null,
  });
  request.raw.socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

export const partnerOriginsPlugin = fp(
  async (app) => {
    const { store } = app.ctx;
    const perOrigin = app.rateLimit({
      timeWindow: '1 minute',
      max: (request) => request.partnerRate ?? DEFAULT_PARTNER_RATE_PER_MINUTE,
      keyGenerator: (request) => `origin:${String(request.headers.origin)}`,
      // Counted for the operator's console (widget_refusals), in the background.
      onExceeded: (request) =>
        noteOriginRefusal(store, {
          origin: String(request.headers.origin),
          customerCode: assertCustomerCode(request.headers[CUSTOMER_HEADER]),
          hostname: request.hostname,
          reason: 'rate',
        }),
    });

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !request.url.startsWith('/api/')) return;
      if (origin === ownOrigin(request) || request.url.startsWith(widgetRoutes.token.path)) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      if (request.method === 'OPTIONS') {
        // Answered for every origin: the real call then gets the readable refusal, not a CORS error.
        return reply
          .code(204)
          .header('access-control-allow-methods', 'GET, POST, OPTIONS')
          .header('access-control-allow-headers', ALLOWED_HEADERS)
          .header('access-control-max-age', String(PREFLIGHT_MAX_AGE))
          .send();
      }
      const customer = assertCustomerCode(request.headers[CUSTOMER_HEADER]);
      const exists =
        customer === undefined ||
        (await store.db
          .selectFrom('customers')
          .select('customer_code')
          .where('customer_code', '=', customer)
          .executeTakeFirst()) !== undefined;
      if (!exists) throw forbidden('widgetUnknownCustomer');
      const partner = await partnerAllowing(store, origin, customer, request.hostname);
      if (!partner) {
        noteOriginRefusal(store, {
          origin,
          customerCode: customer,
          hostname: request.hostname,
          reason: 'origin',
        });
        if (request.headers.upgrade !== undefined) return refuseUpgrade(request, reply);
        throw forbidden('widgetOriginRefused');
      }
      request.partnerRate = partner.rate_per_minute;
      await perOrigin.call(app, request, reply);
    });
  },
  { name: 'partner-origins', dependencies: ['context', 'rate-limit'] },
);
