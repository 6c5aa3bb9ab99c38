import { z } from 'zod';
import { md5PasswordSchema, phoneSchema, shortText, tenantIdSchema } from '../validation';

const captchaVerification = z.string().trim().min(1).max(200);

/** Form fields of POST oauth/token, by grant type (spec 1 §7 Auth and session). */
export const passwordGrantSchema = z.object({
  grant_type: z.enum(['password', 'captcha']),
  username: z.string().trim().min(1).max(64),
  password: md5PasswordSchema,
  tenantId: tenantIdSchema.optional(),
  scope: shortText(20).optional(),
  type: shortText(20).optional(),
  captchaVerification,
});

export const smsGrantSchema = z.object({
  grant_type: z.literal('sms'),
  sms_phone: phoneSchema,
  sms_id: z.string().trim().min(1).max(64),
  sms_value: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'sms_value must be digits'),
  tenantId: tenantIdSchema.optional(),
  scope: shortText(20).optional(),
  captchaVerification: captchaVerification.optional(),
  platformName: shortText(100).optional(),
  domain: shortText(255).optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  /** Browsers leave it out: the HttpOnly refresh cookie carries it, with the CSRF header. */
  refresh_token: z.string().trim().min(20).max(200).optional(),
  scope: shortText(20).optional(),
});

/** A QR login ticket or its desktop key: base64url of 32 random bytes. */
const qrSecret = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'not a QR login ticket');

/** The desktop redeems a ticket the phone confirmed (docs/qr-login.md). */
export const qrGrantSchema = z.object({
  grant_type: z.literal('qr_code'),
  qr_ticket: qrSecret,
  qr_key: qrSecret,
  scope: shortText(20).optional(),
});

/**
 * A partner's user signs in with a token the partner signed (spec 1 §7 sso grant; docs/sso.md):
 * the token travels in the `token` header, the rest as form fields.
 */
export const ssoGrantSchema = z.object({
  grant_type: z.literal('sso'),
  mobile: phoneSchema,
  /** The partner (a widget partner id of this platform's customer). */
  appId: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'appId is not a partner id'),
  loginType: shortText(20).optional(),
  domain: shortText(255).optional(),
  platformName: shortText(100).optional(),
  scope: shortText(20).optional(),
});

/** The providers of social login (spec 1 §7 social grant `source`). */
export const SOCIAL_SOURCES = ['wechat', 'dingtalk', 'qq'] as const;
export const socialSourceSchema = z.enum(SOCIAL_SOURCES);
export type SocialSource = z.infer<typeof socialSourceSchema>;

/** A state of a started social login or the ticket checkThirdLogin gives: base64url of 32 bytes. */
const socialSecret = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'not a social login ticket');

/**
 * Social login (docs/social-login.md): `uuid` is the one-time ticket checkThirdLogin answered, never
 * the provider's user id, so nobody signs in by knowing someone's id. An identity no account has yet
 * comes with the phone and its SMS code: the phone's account (or a new one) is linked and signed in.
 */
export const socialGrantSchema = z.object({
  grant_type: z.literal('social'),
  source: socialSourceSchema,
  uuid: socialSecret,
  tenantId: tenantIdSchema.optional(),
  scope: shortText(20).optional(),
  sms_phone: phoneSchema.optional(),
  sms_id: z.string().trim().min(1).max(64).optional(),
  sms_value: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'sms_value must be digits')
    .optional(),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordGrantSchema,
  smsGrantSchema,
  refreshGrantSchema,
  qrGrantSchema,
  ssoGrantSchema,
  socialGrantSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** What the client stores after a login (spec 1 §3 User info, snake_case as sent). */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
  jti: z.string(),
  tenant_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  account: z.string(),
  real_name: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  phone: z.string(),
  role_name: z.string(),
  role_id: z.string(),
  dept_id: z.string(),
  post_id: z.string(),
  client_id: z.string(),
  oauth_id: z.string(),
  license: z.string(),
  tenant_type: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A failed grant: the envelope plus the OAuth error fields the client checks. */
export const tokenErrorSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
  error_code: z.number().int(),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof tokenErrorSchema>;

export const isLoginOutput = z.object({ userId: z.string(), tenantId: z.string(), account: z.string() });

export const captchaGetInput = z.object({ captchaType: z.literal('blockPuzzle').default('blockPuzzle') });
export const captchaGetOutput = z.object({
  token: z.string(),
  originalImageBase64: z.string(),
  jigsawImageBase64: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
});

export const captchaCheckInput = z.object({
  captchaType: z.literal('blockPuzzle').default('blockPuzzle'),
  token: z.string().trim().min(1).max(64),
  pointJson: z.string().max(200),
});
export const captchaCheckOutput = z.object({ captchaVerification: z.string() });

export const qrLoginTicketOutput = z.object({
  /** What the QR carries (in the confirm page's address). */
  ticket: z.string(),
  /** Only the asking desktop holds it: it polls and redeems with it. */
  key: z.string(),
  expiresIn: z.number().int(),
});

export const QR_LOGIN_STATUSES = ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired', 'used'] as const;
export type QrLoginStatus = (typeof QR_LOGIN_STATUSES)[number];

export const qrLoginTicketInput = z.object({ ticket: qrSecret });

export const qrLoginStatusOutput = z.object({
  status: z.enum(QR_LOGIN_STATUSES),
  /** Seconds until the ticket expires (0 once it has). */
  expiresIn: z.number().int().min(0),
  /** Who scanned it, for the desktop's 已扫码 state: the nickname and avatar only. */
  scanner: z.object({ name: z.string(), avatar: z.string() }).nullable(),
});
export type QrLoginStatusView = z.infer<typeof qrLoginStatusOutput>;

/** What the phone's confirm page shows: which platform asks, and the ticket's state. */
export const qrLoginScanOutput = z.object({
  status: z.enum(QR_LOGIN_STATUSES),
  expiresIn: z.number().int().min(0),
  platformName: z.string(),
});

export const socialProvidersOutput = z.array(
  z.object({
    source: socialSourceSchema,
    /** The built-in stand-in for a provider without credentials (development and the demo). */
    sandbox: z.boolean(),
  }),
);

export const socialAuthorizeInput = z.object({ source: socialSourceSchema });
export const socialAuthorizeOutput = z.object({ authorizeUrl: z.string() });

/** What the provider sent back to /oauth/callback. */
export const checkThirdLoginInput = z.object({
  source: socialSourceSchema,
  code: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .regex(/^[\x21-\x7e]+$/, 'not an authorisation code'),
  state: socialSecret,
});
export const checkThirdLoginOutput = z.object({
  /**
   * signIn: redeem `uuid` with the social grant; needsPhone: the identity is new, redeem it with a
   * phone and its SMS code; linked: the identity was linked to the signed-in user who started it.
   */
  result: z.enum(['signIn', 'needsPhone', 'linked']),
  uuid: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string(),
});
export type CheckThirdLoginView = z.infer<typeof checkThirdLoginOutput>;

export const socialBindingsOutput = z.array(
  z.object({
    source: socialSourceSchema,
    nickname: z.string(),
    avatar: z.string(),
    boundAt: z.string(),
  }),
);
export type SocialBindingView = z.infer<typeof socialBindingsOutput>[number];
export const socialUnbindInput = z.object({ source: socialSourceSchema });
