import type { TokenRequest, TokenResponse } from '@platform/contracts';
import type { AppContext } from '../../context';
import { badRequest, forbidden, unauthorized } from '../../lib/errors';
import {
  belongsToCustomer,
  burnPasswordCheck,
  customerForDomain,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  registerByPhone,
  resolveLoginTenant,
  verifyPassword,
  type UserRow,
} from '../accounts';
import { consumeVerification } from '../captcha';
import { verifyCode } from '../resource';
import { assertNotLocked, clearFailures, failureKey, recordFailure } from './login-guard';
import { redeemQrTicket } from './qr-login';
import { redeemSocialTicket } from './social-login';
import { refreshSession, startSession } from './sessions';

/** What auth needs from modules that depend on it (handed in by modules/index.ts). */
export interface AuthDeps {
  /** The partner's user a partner-signed SSO token names (widget's ssoTokenUser). */
  ssoUser(
    store: AppContext['store'],
    presented: { appId: string; token: string; phone: string; customerCode: string },
  ): Promise<UserRow>;
}

export interface GrantContext {
  clientId: string;
  ip: string;
  /** The Tenant-Id header, which wins over the tenantId parameter. */
  tenantHeader: string | undefined;
  /** The host the request came to: its white-label customer owns the accounts that may sign in. */
  host: string | undefined;
  /** The `token` header: the partner-signed token of the sso grant. */
  ssoToken: string | undefined;
  /** The social login cookie's nonce: a social ticket is redeemed only by the browser it was given to. */
  socialBrowser: string | undefined;
  deps: AuthDeps;
}

/** Where every grant ends: the organisation the user signs into, then the session. */
async function sessionIn(
  ctx: AppContext,
  g: GrantContext,
  user: UserRow,
  tenantId: string | undefined,
  customerCode: string,
): Promise<TokenResponse> {
  const membership = await resolveLoginTenant(ctx.store.db, user, tenantId, customerCode);
  return startSession(ctx.store, ctx.jwtKey, user, membership, g.clientId);
}

export async function runGrant(ctx: AppContext, req: TokenRequest, g: GrantContext): Promise<TokenResponse> {
  switch (req.grant_type) {
    case 'password':
    case 'captcha':
      return passwordGrant(ctx, req, g);
    case 'sms':
      return smsGrant(ctx, req, g);
    case 'refresh_token':
      if (!req.refresh_token) throw unauthorized('refreshInvalid');
      return refreshSession(ctx.store, ctx.jwtKey, req.refresh_token, g.clientId);
    case 'qr_code':
      return qrGrant(ctx, req, g);
    case 'sso':
      return ssoGrant(ctx, req, g);
    case 'social':
      return socialGrant(ctx, req, g);
  }
}

async function passwordGrant(
  ctx: AppContext,
  req: Extract<TokenRequest, { grant_type: 'password' | 'captcha' }>,
  g: GrantContext,
) {
  const db = ctx.store.db;
  if (!(await consumeVerification(db, req.captchaVerification))) throw badRequest('captchaInvalid');
  const customer = await customerForDomain(db, g.host);
  const found = await findUserByLogin(db, req.username);
  // An account of another customer reads exactly like an unknown one.
  const user = found && (await belongsToCustomer(db, found.id, customer.customer_code)) ? found : undefined;
  const account = failureKey(req.username, user?.id);
  await assertNotLocked(db, account, g.ip);
  const valid = user
    ? await verifyPassword(user.password_hash, req.password)
    : (await burnPasswordCheck(req.password), false);
  if (!user || !valid) {
    await recordFailure(db, account, g.ip);
    throw badRequest('badCredentials');
  }
  if (user.status !== 1) throw forbidden('accountDisabled');
  await clearFailures(db, account, g.ip);
  return sessionIn(ctx, g, user, g.tenantHeader ?? req.tenantId, customer.customer_code);
}

async function smsGrant(ctx: AppContext, req: Extract<TokenRequest, { grant_type: 'sms' }>, g: GrantContext) {
  const db = ctx.store.db;
  const ok = await verifyCode(db, {
    id: req.sms_id,
    value: req.sms_value,
    phone: req.sms_phone,
    consume: true,
  });
  if (!ok) throw badRequest('smsCodeInvalid');
  const customer = await customerForDomain(db, g.host);
  const user =
    (await findUserByPhone(db, req.sms_phone)) ??
    (await registerByPhone(ctx.store, req.sms_phone, customer.customer_code));
  // The code proved the phone is theirs, so saying where the account lives reveals nothing new.
  if (!(await belongsToCustomer(db, user.id, customer.customer_code)))
    throw forbidden('accountOfOtherCustomer');
  if (user.status !== 1) throw forbidden('accountDisabled');
  return sessionIn(ctx, g, user, g.tenantHeader ?? req.tenantId, customer.customer_code);
}

/** The desktop redeems the QR ticket a signed-in phone confirmed (docs/qr-login.md). */
async function qrGrant(
  ctx: AppContext,
  req: Extract<TokenRequest, { grant_type: 'qr_code' }>,
  g: GrantContext,
) {
  const db = ctx.store.db;
  const customer = await customerForDomain(db, g.host);
  const confirmed = await redeemQrTicket(db, req.qr_ticket, req.qr_key, customer);
  const user = await findUserById(db, confirmed.userId);
  if (!user || user.status !== 1) throw forbidden('accountDisabled');
  return sessionIn(ctx, g, user, confirmed.tenantId, customer.customer_code);
}

/** A partner's user, by the token the partner signed (docs/sso.md); once per token. */
async function ssoGrant(ctx: AppContext, req: Extract<TokenRequest, { grant_type: 'sso' }>, g: GrantContext) {
  const db = ctx.store.db;
  if (!g.ssoToken) throw unauthorized('ssoTokenInvalid');
  const customer = await customerForDomain(db, g.host);
  const user = await g.deps.ssoUser(ctx.store, {
    appId: req.appId,
    token: g.ssoToken,
    phone: req.mobile,
    customerCode: customer.customer_code,
  });
  if (user.status !== 1) throw forbidden('accountDisabled');
  return sessionIn(ctx, g, user, g.tenantHeader, customer.customer_code);
}

/**
 * A social identity's one-time ticket from checkThirdLogin (docs/social-login.md); a new identity
 * comes with a phone and its SMS code, whose account (or a new one) it is linked to.
 */
async function socialGrant(
  ctx: AppContext,
  req: Extract<TokenRequest, { grant_type: 'social' }>,
  g: GrantContext,
) {
  const db = ctx.store.db;
  const customer = await customerForDomain(db, g.host);
  const userId = await redeemSocialTicket(db, {
    customer,
    browserNonce: g.socialBrowser,
    source: req.source,
    ticket: req.uuid,
    accountByPhone: async () => {
      if (!req.sms_phone) return null;
      if (!req.sms_id || !req.sms_value) throw badRequest('smsCodeInvalid');
      const ok = await verifyCode(db, {
        id: req.sms_id,
        value: req.sms_value,
        phone: req.sms_phone,
        consume: true,
      });
      if (!ok) throw badRequest('smsCodeInvalid');
      const user =
        (await findUserByPhone(db, req.sms_phone)) ??
        (await registerByPhone(ctx.store, req.sms_phone, customer.customer_code));
      if (!(await belongsToCustomer(db, user.id, customer.customer_code)))
        throw forbidden('accountOfOtherCustomer');
      return user;
    },
  });
  const user = await findUserById(db, userId);
  if (!user || user.status !== 1) throw forbidden('accountDisabled');
  return sessionIn(ctx, g, user, g.tenantHeader ?? req.tenantId, customer.customer_code);
}
