import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { WIDGET_LOGIN_PATH } from '@platform/contracts/widget/routes';

/**
 * Security headers on every response (issue 8): a strict Content-Security-Policy for the portal,
 * which has no inline scripts; styles may be inline because styled-components injects <style>
 * elements at run time. Nothing may frame the portal or the sandbox checkout but the platform
 * itself; embeddable widget routes set their own frame-ancestors. HSTS only over HTTPS, since a
 * browser ignores it on plain HTTP and a local demo must stay reachable.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'script-src-attr': ["'none'"],
  'upgrade-insecure-requests': null,
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    // The widgets' login popup hands the token back to the partner page that opened it:
    // same-origin (helmet's default) would cut it off from its opener.
    if (request.url.split('?')[0] === WIDGET_LOGIN_PATH)
      reply.header('cross-origin-opener-policy', 'unsafe-none');
  });
}
