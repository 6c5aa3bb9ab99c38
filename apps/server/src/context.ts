import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db/db';
import type { Store } from './db/kysely';
import type { SmsAdapter } from './adapters/sms/sms-adapter';
import type { PaymentGateways } from './adapters/payments';
import type { SocialProviders } from './adapters/social-login';
import type { FileStorage } from './adapters/storage';
import type { Authenticate } from './lib/route';

/**
 * What every module receives (as `app.ctx`, see plugins/context.ts): configuration, the typed
 * store, the adapters (built once in app.ts, never inside a module) and the authenticator.
 */
export interface AppContext {
  config: Config;
  /** The raw database: migrations, health checks and adapters only. Modules use `store`. */
  db: Db;
  store: Store;
  sms: SmsAdapter;
  payments: PaymentGateways;
  social: SocialProviders;
  files: FileStorage;
  redis: Redis | undefined;
  jwtKey: Uint8Array;
  authenticate: Authenticate;
  log: FastifyBaseLogger;
}
