import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ResultCode, localeFromHeader, message } from '@platform/contracts';
import type { Config } from './config';
import type { Db } from './db/db';
import type { SmsAdapter } from './adapters/sms/sms-adapter';
import type { AppContext } from './context';
import { createAuthenticator } from './lib/auth';
import { describeFailure, type AppError } from './lib/errors';
import { newId } from './lib/crypto';
import { modules } from './modules';
import { createLogSms } from './adapters/sms/log-sms';
import { connectRedis } from './adapters/redis';
import { createPaymentGateways, describeGateways, type PaymentGateways } from './adapters/payments';
import { noteAdapterError, watchedAdapter } from './lib/adapter-health';
import {
  createSocialProviders,
  describeSocialProviders,
  type SocialProviders,
} from './adapters/social-login';
import { createFileStorage, type FileStorage } from './adapters/storage';
import { createStore } from './db/kysely';
import { contextPlugin } from './plugins/context';
import { openApiPlugin } from './plugins/openapi';
import { partnerOriginsPlugin } from './plugins/partner-origins';
import { rateLimitPlugin } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { refuseUnstorableText } from './plugins/storable-text';
import { trialHeaderPlugin } from './plugins/trial-header';
import { widgetsPlugin } from './plugins/widgets';
import { demoWidgetIds } from './modules/vcard';

export interface AppDeps {
  config: Config;
  db: Db;
  jwtKey: Uint8Array;
  /** Defaults to the log sink (the only provider so far). */
  sms?: SmsAdapter;
  /** Defaults to the configured storage (an S3-compatible bucket, or the upload folder). */
  files?: FileStorage;
  /** Defaults to the configured providers (tests hand in ones with a fake provider service). */
  social?: SocialProviders;
}

const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));

/**
 * A path the portal's router owns: not the API and not a file. A missing script, style or image
 * (`/widgets/loader.js`, `/assets/x.js`) answers 404 instead of the portal's HTML, which a
 * partner's script tag would otherwise swallow silently.
 */
export function isClientRoute(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  if (/^\/(api|assets|brand|widgets|sandbox-pay|sandbox-oauth)(\/|$)/.test(path)) return false;
  return !/\.[A-Za-z0-9]{1,8}$/.test(path);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.mode === 'test' && config.logLevel === 'info' ? 'warn' : config.logLevel },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : newId();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await app.register(formbody);
  await app.register(cookie);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  redis?.on('error', (err) => noteAdapterError('redis', err));

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = localeFromHeader(request.headers['accept-language']);
    const failure = describeFailure(error, locale);
    if (failure)
      return reply.status(failure.status).send({ code: failure.code, msg: failure.msg, data: null });
    request.log.error({ err: error }, 'unhandled error');
    // A PostgreSQL error (a five-character SQLSTATE) is the database's, for the health page.
    if (/^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code))) noteAdapterError('database', error);
    return reply
      .status(500)
      .send({ code: ResultCode.SERVER_ERROR, msg: message('serverError', locale), data: null });
  });
  refuseUnstorableText(app);

  // Adapters are built here, once; modules reach them through `app.ctx`.
  const store = createStore(deps.db);
  const gateways = createPaymentGateways(config.pay, store.db, deps.jwtKey);
  // The operator's health page (docs/operator.md): each adapter's last error, noted on the way.
  const payments: PaymentGateways = {
    ...gateways,
    wechat: gateways.wechat && watchedAdapter('payments', gateways.wechat),
    alipay: gateways.alipay && watchedAdapter('payments', gateways.alipay),
  };
  const ctx: AppContext = {
    ...deps,
    store,
    sms: watchedAdapter('sms', deps.sms ?? createLogSms(app.log)),
    payments,
    social: deps.social ?? createSocialProviders(config.social, deps.jwtKey),
    files: watchedAdapter('storage', deps.files ?? (await createFileStorage(config.uploads))),
    redis,
    authenticate: createAuthenticator(store.db, deps.jwtKey),
    log: app.log,
  };
  app.log.info(`sms adapter: ${ctx.sms.name}`);
  app.log.info(describeGateways(payments));
  app.log.info(describeSocialProviders(ctx.social));
  app.log.info(`file storage: ${ctx.files.name}`);
  if (
    config.mode === 'production' &&
    (payments.wechat?.name === 'sandbox' || payments.alipay?.name === 'sandbox')
  )
    app.log.warn(
      [
        '',
        '!!! PAYMENT SANDBOX IS ON IN PRODUCTION MODE (PAY_SANDBOX=true) !!!',
        '!!! Anyone can confirm their own order on /sandbox-pay and get a paid membership. !!!',
        '!!! Fine for the demo; on a public site configure WeChat Pay or Alipay and unset PAY_SANDBOX. !!!',
        '',
      ].join('\n'),
    );

  await app.register(contextPlugin, { ctx });
  await app.register(rateLimitPlugin);
  await app.register(partnerOriginsPlugin);
  await app.register(trialHeaderPlugin);
  // Before the modules: it collects their routes as they are registered.
  await app.register(openApiPlugin);
  app.get('/healthz', async () => {
    await deps.db.query('select 1');
    return { status: 'ok', database: deps.db.kind };
  });
  await app.register(fastifyStatic, { root: `${assetsDir}/brand`, prefix: '/brand/', decorateReply: false });
  for (const module of modules) await app.register(module);
  await app.register(widgetsPlugin, { prefix: '/widgets', demoIds: () => demoWidgetIds(store) });

  const portalDist = config.portalDist ?? fileURLToPath(new URL('../../portal/dist', import.meta.url));
  const servePortal = config.servePortal && existsSync(`${portalDist}/index.html`);
  if (servePortal) {
    await app.register(fastifyStatic, {
      root: portalDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (servePortal && request.method === 'GET' && isClientRoute(request.url)) {
      // Client-side routes: the portal's router decides (and shows /404 itself).
      return reply.type('text/html').sendFile('index.html', portalDist);
    }
    const locale = localeFromHeader(request.headers['accept-language']);
    return reply
      .status(404)
      .send({ code: ResultCode.NOT_FOUND, msg: message('notFound', locale), data: null });
  });

  return app;
}
