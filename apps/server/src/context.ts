import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import type { SmsAdapter } from './adapters/sms/sms-adapter';
import type { Authenticate } from './lib/route';

/** What every module receives: configuration, database, adapters and the authenticator. */
export interface AppContext {
  config: Config;
  db: Db;
  sms: SmsAdapter;
  jwtKey: Uint8Array;
  authenticate: Authenticate;
  log: FastifyBaseLogger;
}
