import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { MEDIA_CHANNELS } from '@platform/contracts/media-tracking/limits';

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
  /** Size of the generated demo enterprise data set, loaded once on the first start. */
  DEMO_COMPANIES: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
  /** Seed of the generated data set: the same seed gives the same companies. */
  DEMO_SEED: z.string().min(1).max(64).default('demo'),
  /** Extra origins of the demo widget partner (comma separated, exact scheme://host[:port]). */
  WIDGET_PARTNER_ORIGINS: z.string().max(4000).default(''),
  /** The demo widget partner's HMAC secret; kept from the last start (random at first) when unset. */
  WIDGET_PARTNER_SECRET: z.string().min(32, 'WIDGET_PARTNER_SECRET needs at least 32 characters').optional(),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Per-IP limit of each captcha route (get, check); raised only by load benchmarks. */
  CAPTCHA_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Per-IP limit of the REST chat send (the socket has its own); raised only by benchmarks that fill a chat. */
  CHAT_SEND_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
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
  /**
   * The built-in sandbox gateway for a payment method without credentials. Default: on, except
   * in production mode, where anyone could confirm their own order on it; `npm start` turns it on
   * for the demo, and the start log and the checkout page then say so.
   */
  PAY_SANDBOX: bool.optional(),
  /** Public origin of this server for payment notifications (and the sandbox QR when set). */
  PAY_PUBLIC_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://pay.example.com')
    .optional(),
  /** Base URL of the external customer-acquisition site (service 10000017); /solution/index when unset. */
  PAY_ACQUISITION_SITE_URL: z.string().url().optional(),
  PAY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * The daily work reminder in chat (issue 26; docs/reminders.md): on by default, off in test
   * mode unless set; the first sweep at or after REMINDER_HOUR (China time), checked every interval.
   */
  REMINDERS: bool.optional(),
  REMINDER_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(1000).default(600_000),
  /**
   * How often the invoice job hands applied invoices to the provider (issue 29; docs/invoices.md).
   * No tax-control provider is configured yet, so the sandbox issues them as samples.
   */
  INVOICE_ISSUE_INTERVAL_MS: z.coerce.number().int().min(200).default(5_000),
  /**
   * How often the review job hands applied purchase contracts to the reviewer (issue 29;
   * docs/purchase-contracts.md). No reviewer is configured yet, so the sandbox approves them as samples.
   */
  CONTRACT_REVIEW_INTERVAL_MS: z.coerce.number().int().min(200).default(5_000),
  /**
   * Media tracking (issue 30; docs/media-tracking.md): each channel's monitor base URL as
   * `channel=url` pairs, comma separated (e.g. `douyin=https://monitor.example.com/douyin`); a
   * channel without one is sent to the server log.
   */
  MEDIA_MONITOR_URLS: z.string().max(8000).default(''),
  /** How often stored tracking records are sent to their channel's monitor. */
  MEDIA_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(200).default(5_000),
  /** Test mode only: shortens the 120-poll QR lifetime of the pay dialog (E2E). */
  PAY_TEST_POLL_LIMIT: z.coerce.number().int().min(1).max(120).optional(),
  WECHAT_PAY_APP_ID: z.string().optional(),
  WECHAT_PAY_MCH_ID: z.string().optional(),
  WECHAT_PAY_MCH_SERIAL_NO: z.string().optional(),
  /** PEM text (newlines may be written as \\n) or a path to the PEM file. */
  WECHAT_PAY_PRIVATE_KEY: z.string().optional(),
  WECHAT_PAY_API_V3_KEY: z.string().length(32, 'the APIv3 key has 32 characters').optional(),
  WECHAT_PAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHAT_PAY_PLATFORM_SERIAL: z.string().optional(),
  WECHAT_PAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_KEY_TYPE: z.enum(['PKCS1', 'PKCS8']).default('PKCS8'),
  ALIPAY_ENDPOINT: z.string().url().default('https://openapi.alipay.com'),
  /**
   * Social login (issue 30, docs/social-login.md): a provider with both credentials uses its OAuth
   * 2.0 service; one without them is played by the built-in sandbox when SOCIAL_SANDBOX is on
   * (default: on, except in production mode; `npm start` turns it on for the demo).
   */
  SOCIAL_SANDBOX: bool.optional(),
  SOCIAL_WECHAT_APP_ID: z.string().optional(),
  SOCIAL_WECHAT_APP_SECRET: z.string().optional(),
  SOCIAL_DINGTALK_CLIENT_ID: z.string().optional(),
  SOCIAL_DINGTALK_CLIENT_SECRET: z.string().optional(),
  SOCIAL_QQ_APP_ID: z.string().optional(),
  SOCIAL_QQ_APP_KEY: z.string().optional(),
  /** Folder of uploaded files (local storage); DATA_DIR/uploads when unset. */
  UPLOAD_DIR: z.string().min(1).optional(),
  UPLOAD_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1).default(60),
  /** An S3-compatible store replaces the upload folder when S3_BUCKET and both keys are set. */
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** MinIO, R2, OSS, COS...; AWS S3 of S3_REGION when unset. */
  S3_ENDPOINT: z.string().url().optional(),
  /** bucket in the path (MinIO and most self-hosted stores); default: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[\w-]+(\/[\w-]+)*$/, 'letters, digits, - and _ in /-separated parts')
    .optional(),
  /**
   * Tencent Cloud Chat (docs/im-tencent.md): with the app id and its secret key the portal chats
   * through Tencent's SDK and the friend and group calls are mirrored there; without them, through
   * the server's own WebSocket service.
   */
  TENCENT_IM_SDK_APP_ID: z.coerce.number().int().positive().optional(),
  TENCENT_IM_SECRET_KEY: z.string().min(16, 'the Tencent Cloud Chat key has 64 hex characters').optional(),
  /** The app administrator account that signs the server API calls. */
  TENCENT_IM_ADMIN: z
    .string()
    .regex(/^[\w-]{1,32}$/, 'letters, digits, _ and -, at most 32')
    .default('administrator'),
  /** UserSig lifetime in seconds (default 7 days). */
  TENCENT_IM_USERSIG_TTL: z.coerce
    .number()
    .int()
    .min(300)
    .max(180 * 86_400)
    .default(7 * 86_400),
  /** The server API's domain of the app's region (console.tim.qq.com is China). */
  TENCENT_IM_API_BASE: z
    .string()
    .regex(/^https:\/\/[^/]+$/, 'must be an origin like https://adminapisgp.im.qcloud.com')
    .default('https://console.tim.qq.com'),
});

export interface TencentImConfig {
  sdkAppId: number;
  secretKey: string;
  admin: string;
  userSigTtlSeconds: number;
  apiBase: string;
}

export interface WechatPayConfig {
  appId: string;
  mchId: string;
  mchSerialNo: string;
  privateKey: string;
  apiV3Key: string;
  platformPublicKey: string;
  platformSerial: string | undefined;
  baseUrl: string;
}

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  keyType: 'PKCS1' | 'PKCS8';
  endpoint: string;
}

export interface PayConfig {
  sandbox: boolean;
  publicBaseUrl: string | undefined;
  sweepIntervalMs: number;
  acquisitionSiteUrl: string | undefined;
  /** 120 outside test mode. */
  pollLimit: number;
  wechat: WechatPayConfig | undefined;
  alipay: AlipayConfig | undefined;
}

/** One provider's OAuth 2.0 credentials (WeChat's appid and secret, DingTalk's client id...). */
export interface SocialCredentials {
  clientId: string;
  clientSecret: string;
}

export interface SocialLoginConfig {
  sandbox: boolean;
  wechat: SocialCredentials | undefined;
  dingtalk: SocialCredentials | undefined;
  qq: SocialCredentials | undefined;
}

export interface S3Config {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  endpoint: string;
  forcePathStyle: boolean;
  prefix: string | undefined;
}

export interface UploadConfig {
  dir: string;
  limitPer10Minutes: number;
  s3: S3Config | undefined;
}

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
  demoCompanies: number;
  demoSeed: string;
  widgetPartner: { origins: string; secret?: string };
  tokenRateLimitPerMinute: number;
  captchaRateLimitPerMinute: number;
  chatSendRateLimitPerMinute: number;
  smsIpLimitPerHour: number;
  smsPhoneLimitPerDay: number;
  trustProxy: boolean;
  redisUrl: string | undefined;
  redisNamespace: string;
  pay: PayConfig;
  social: SocialLoginConfig;
  reminders: { enabled: boolean; hour: number; sweepIntervalMs: number };
  invoices: { issueIntervalMs: number };
  purchaseContracts: { reviewIntervalMs: number };
  /** Monitor base URLs by channel name (docs/media-tracking.md); channels without one log. */
  mediaTracking: { monitorUrls: Record<string, string>; deliveryIntervalMs: number };
  uploads: UploadConfig;
  /** Set only when both the app id and the key are configured. */
  tencentIm: TencentImConfig | undefined;
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
    demoCompanies: e.DEMO_COMPANIES,
    demoSeed: e.DEMO_SEED,
    widgetPartner: { origins: e.WIDGET_PARTNER_ORIGINS, secret: e.WIDGET_PARTNER_SECRET },
    tokenRateLimitPerMinute: e.TOKEN_RATE_LIMIT_PER_MINUTE,
    captchaRateLimitPerMinute: e.CAPTCHA_RATE_LIMIT_PER_MINUTE,
    chatSendRateLimitPerMinute: e.CHAT_SEND_RATE_LIMIT_PER_MINUTE,
    smsIpLimitPerHour: e.SMS_IP_LIMIT_PER_HOUR,
    smsPhoneLimitPerDay: e.SMS_PHONE_LIMIT_PER_DAY,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    pay: payConfig(e, mode),
    social: socialConfig(e, mode),
    reminders: {
      enabled: e.REMINDERS ?? mode !== 'test',
      hour: e.REMINDER_HOUR,
      sweepIntervalMs: e.REMINDER_SWEEP_INTERVAL_MS,
    },
    invoices: { issueIntervalMs: e.INVOICE_ISSUE_INTERVAL_MS },
    purchaseContracts: { reviewIntervalMs: e.CONTRACT_REVIEW_INTERVAL_MS },
    mediaTracking: {
      monitorUrls: mediaMonitorUrls(e.MEDIA_MONITOR_URLS),
      deliveryIntervalMs: e.MEDIA_DELIVERY_INTERVAL_MS,
    },
    uploads: uploadConfig(e),
    tencentIm: tencentImConfig(e),
  };
}

/** `channel=url` pairs: each channel one of the nine (spec 2 §9), each URL http(s) without a query. */
function mediaMonitorUrls(value: string): Record<string, string> {
  const channels = MEDIA_CHANNELS as readonly string[];
  const urls: Record<string, string> = {};
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = pair.indexOf('=');
    const channel = pair.slice(0, at).trim();
    const url = pair.slice(at + 1).trim();
    if (at < 1 || !channels.includes(channel))
      throw new ConfigError(
        `MEDIA_MONITOR_URLS: "${pair}" must be channel=url, channel one of ${channels.join(', ')}`,
      );
    if (!/^https?:\/\/[^\s?#]+$/.test(url))
      throw new ConfigError(`MEDIA_MONITOR_URLS: the ${channel} URL must be http(s) without a query`);
    urls[channel] = url.replace(/\/+$/, '');
  }
  return urls;
}

function tencentImConfig(e: z.infer<typeof envSchema>): TencentImConfig | undefined {
  const { TENCENT_IM_SDK_APP_ID: sdkAppId, TENCENT_IM_SECRET_KEY: secretKey } = e;
  if (sdkAppId === undefined && secretKey === undefined) return undefined;
  if (sdkAppId === undefined || secretKey === undefined)
    throw new ConfigError(
      'Tencent Cloud Chat needs TENCENT_IM_SDK_APP_ID and TENCENT_IM_SECRET_KEY, or neither',
    );
  return {
    sdkAppId,
    secretKey,
    admin: e.TENCENT_IM_ADMIN,
    userSigTtlSeconds: e.TENCENT_IM_USERSIG_TTL,
    apiBase: e.TENCENT_IM_API_BASE,
  };
}

/** A key is PEM text (with real or escaped newlines) or the path of a PEM file. */
function readKey(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError(`Cannot read the key file ${value}`);
  }
}

function payConfig(e: z.infer<typeof envSchema>, mode: Mode): PayConfig {
  const wechatVars = [
    e.WECHAT_PAY_APP_ID,
    e.WECHAT_PAY_MCH_ID,
    e.WECHAT_PAY_MCH_SERIAL_NO,
    e.WECHAT_PAY_PRIVATE_KEY,
    e.WECHAT_PAY_API_V3_KEY,
    e.WECHAT_PAY_PLATFORM_PUBLIC_KEY,
  ];
  const alipayVars = [e.ALIPAY_APP_ID, e.ALIPAY_PRIVATE_KEY, e.ALIPAY_PUBLIC_KEY];
  const partial = (vars: unknown[]) => vars.some(Boolean) && !vars.every(Boolean);
  if (partial(wechatVars)) throw new ConfigError('WeChat Pay needs every WECHAT_PAY_* credential, or none');
  if (partial(alipayVars))
    throw new ConfigError('Alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY, or none');
  const wechat: WechatPayConfig | undefined = wechatVars.every(Boolean)
    ? {
        appId: e.WECHAT_PAY_APP_ID!,
        mchId: e.WECHAT_PAY_MCH_ID!,
        mchSerialNo: e.WECHAT_PAY_MCH_SERIAL_NO!,
        privateKey: readKey(e.WECHAT_PAY_PRIVATE_KEY!),
        apiV3Key: e.WECHAT_PAY_API_V3_KEY!,
        platformPublicKey: readKey(e.WECHAT_PAY_PLATFORM_PUBLIC_KEY!),
        platformSerial: e.WECHAT_PAY_PLATFORM_SERIAL,
        baseUrl: e.WECHAT_PAY_BASE_URL.replace(/\/$/, ''),
      }
    : undefined;
  const alipay: AlipayConfig | undefined = alipayVars.every(Boolean)
    ? {
        appId: e.ALIPAY_APP_ID!,
        privateKey: readKey(e.ALIPAY_PRIVATE_KEY!),
        alipayPublicKey: readKey(e.ALIPAY_PUBLIC_KEY!),
        keyType: e.ALIPAY_KEY_TYPE,
        endpoint: e.ALIPAY_ENDPOINT.replace(/\/$/, ''),
      }
    : undefined;
  if ((wechat || alipay) && !e.PAY_PUBLIC_BASE_URL)
    throw new ConfigError(
      'PAY_PUBLIC_BASE_URL is required with WeChat Pay or Alipay credentials (payment notifications)',
    );
  return {
    sandbox: e.PAY_SANDBOX ?? mode !== 'production',
    publicBaseUrl: e.PAY_PUBLIC_BASE_URL,
    sweepIntervalMs: e.PAY_SWEEP_INTERVAL_MS,
    acquisitionSiteUrl: e.PAY_ACQUISITION_SITE_URL,
    pollLimit: mode === 'test' && e.PAY_TEST_POLL_LIMIT ? e.PAY_TEST_POLL_LIMIT : 120,
    wechat,
    alipay,
  };
}

function socialConfig(e: z.infer<typeof envSchema>, mode: Mode): SocialLoginConfig {
  const pair = (name: string, id: string | undefined, secret: string | undefined) => {
    if (!id && !secret) return undefined;
    if (!id || !secret) throw new ConfigError(`${name} social login needs both of its credentials, or none`);
    return { clientId: id, clientSecret: secret };
  };
  return {
    sandbox: e.SOCIAL_SANDBOX ?? mode !== 'production',
    wechat: pair('WeChat', e.SOCIAL_WECHAT_APP_ID, e.SOCIAL_WECHAT_APP_SECRET),
    dingtalk: pair('DingTalk', e.SOCIAL_DINGTALK_CLIENT_ID, e.SOCIAL_DINGTALK_CLIENT_SECRET),
    qq: pair('QQ', e.SOCIAL_QQ_APP_ID, e.SOCIAL_QQ_APP_KEY),
  };
}

function uploadConfig(e: z.infer<typeof envSchema>): UploadConfig {
  const keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (keys.some(Boolean) && !keys.every(Boolean))
    throw new ConfigError('S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or none');
  const s3: S3Config | undefined = keys.every(Boolean)
    ? {
        bucket: e.S3_BUCKET!,
        accessKeyId: e.S3_ACCESS_KEY_ID!,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        region: e.S3_REGION,
        endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        prefix: e.S3_PREFIX,
      }
    : undefined;
  return {
    dir: e.UPLOAD_DIR ?? `${e.DATA_DIR.replace(/\/$/, '')}/uploads`,
    limitPer10Minutes: e.UPLOAD_LIMIT_PER_10_MINUTES,
    s3,
  };
}
