import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** `test` adds the captcha-answer and SMS-inbox endpoints E2E needs; never use it in production. */
  APP_MODE: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** HS256 signing key for access tokens; generated into DATA_DIR when unset. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  /** `id:secret` pairs, comma separated. The portal is a public client: its secret is not a secret. */
  OAUTH_CLIENTS: z.string().default('portal:portal_public'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORTAL_DIST: z.string().optional(),
  SERVE_PORTAL: bool.optional(),
  SEED: z.enum(['auto', 'never']).default('auto'),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Per-IP limit of each captcha route (get, check); raised only by load benchmarks. */
  CAPTCHA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SMS_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SMS_PHONE_LIMIT_PER_DAY: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: bool.default(false),
  /** Shares per-IP rate limits across server instances; in-process counters when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .default('platform'),
});

export type Mode = 'development' | 'production' | 'test';

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  oauthClients: Map<string, string>;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  portalDist: string | undefined;
  servePortal: boolean;
  seed: 'auto' | 'never';
  tokenRateLimitPerMinute: number;
  captchaRateLimitPerMinute: number;
  smsIpLimitPerHour: number;
  smsPhoneLimitPerDay: number;
  trustProxy: boolean;
  redisUrl: string | undefined;
  redisNamespace: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (as copied from .env.example) means unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const mode: Mode = e.APP_MODE ?? (e.NODE_ENV === 'production' ? 'production' : e.NODE_ENV);
  const oauthClients = new Map<string, string>();
  for (const pair of e.OAUTH_CLIENTS.split(',')) {
    const [id, secret] = pair.split(':');
    if (!id || !secret) throw new ConfigError('OAUTH_CLIENTS must be id:secret pairs separated by commas');
    oauthClients.set(id.trim(), secret.trim());
  }
  return {
    mode,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    oauthClients,
    logLevel: e.LOG_LEVEL,
    portalDist: e.PORTAL_DIST,
    servePortal: e.SERVE_PORTAL ?? mode !== 'development',
    seed: e.SEED,
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    captchaRateLimitPerMinute: e.CAPTCHA_RATE_LIMIT_PER_MINUTE,
    smsIpLimitPerHour: e.SMS_IP_LIMIT_PER_HOUR,
    smsPhoneLimitPerDay: e.SMS_PHONE_LIMIT_PER_DAY,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
  };
}
