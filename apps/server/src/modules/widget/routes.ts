import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PARTNER_HEADERS, widgetApi } from '@platform/contracts';
import { ownOrigin } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { exchangeForWidgetToken, mintPartnerToken, type SignedRequest } from './service';
import { ssoCall } from './sso';

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

/** A partner backend's signed request; browsers send an Origin, and this is for servers only. */
function signedRequestOf(request: FastifyRequest): SignedRequest {
  if (request.headers.origin !== undefined) throw forbidden('widgetServerOnly');
  return {
    partnerId: header(request, PARTNER_HEADERS.partner),
    timestamp: header(request, PARTNER_HEADERS.timestamp),
    signature: header(request, PARTNER_HEADERS.signature),
    rawBody: request.rawBody ?? '',
  };
}

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
    async ({ input, request }) => mintPartnerToken(store, jwtKey, signedRequestOf(request), input),
    { rateLimitPerMinute: 120 },
  );

  r(
    widgetApi.ssoCall,
    async ({ input, request }) => ssoCall(store, signedRequestOf(request), input, ownOrigin(request)),
    { rateLimitPerMinute: 120 },
  );

  r(
    widgetApi.session,
    async ({ input, user, request }) =>
      exchangeForWidgetToken(store, jwtKey, user, input.origin, ownOrigin(request)),
    { rateLimitPerMinute: 30 },
  );
}
