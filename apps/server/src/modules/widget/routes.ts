import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_HEADERS, widgetApi } from '@platform/contracts';
import { ownOrigin } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { exchangeForWidgetToken, mintPartnerToken } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received: the partner signature covers these exact bytes. */
    rawBody?: string;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
};

export function widgetRoutes(app: FastifyInstance): void {
  const { store, jwtKey } = app.ctx;
  // In this module only: keep the raw JSON for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch (error) {
      done(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });
  const r = createRouter(app);

  r(
    widgetApi.token,
    async ({ input, request }) => {
      // Browsers send an Origin: this call is for the partner's server, with its secret, only.
      if (request.headers.origin !== undefined) throw forbidden('widgetServerOnly');
      return mintPartnerToken(
        store,
        jwtKey,
        {
          partnerId: header(request, PARTNER_HEADERS.partner),
          timestamp: header(request, PARTNER_HEADERS.timestamp),
          signature: header(request, PARTNER_HEADERS.signature),
          rawBody: request.rawBody ?? '',
        },
        input,
      );
    },
    { rateLimitPerMinute: 120 },
  );

  r(
    widgetApi.session,
    async ({ input, user, request }) =>
      exchangeForWidgetToken(store, jwtKey, user, input.origin, ownOrigin(request)),
    { rateLimitPerMinute: 30 },
  );
}
