import type { TokenRequest, TokenResponse } from '@platform/contracts';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/errors';
import {
  burnPasswordCheck,
  findUserByLogin,
  findUserByPhone,
  registerByPhone,
  resolveLoginTenant,
  verifyPassword,
} from '../accounts';
import { consumeVerification } from '../captcha';
import { verifyCode } from '../resource';
import { assertNotLocked, clearFailures, recordFailure } from './login-guard';
import { refreshSession, startSession } from './sessions';

export interface GrantContext {
  clientId: string;
  ip: string;
  /** The Tenant-Id header, which wins over the tenantId parameter. */
  tenantHeader: string | undefined;
}

export async function runGrant(ctx: AppContext, req: TokenRequest, g: GrantContext): Promise<TokenResponse> {
  switch (req.grant_type) {
    case 'password':
    case 'captcha':
      return passwordGrant(ctx, req, g);
    case 'sms':
      return smsGrant(ctx, req, g);
    case 'refresh_token':
      return refreshSession(ctx.store, ctx.jwtKey, req.refresh_token, g.clientId);
  }
}

async function passwordGrant(
  ctx: AppContext,
  req: Extract<TokenRequest, { grant_type: 'password' | 'captcha' }>,
  g: GrantContext,
) {
  const db = ctx.store.db;
  if (!(await consumeVerification(db, req.captchaVerification))) throw badRequest('captchaInvalid');
  await assertNotLocked(db, req.username);
  const user = await findUserByLogin(db, req.username);
  const valid = user
    ? await verifyPassword(user.password_hash, req.password)
    : (await burnPasswordCheck(req.password), false);
  if (!user || !valid) {
    await recordFailure(db, req.username, g.ip);
    throw badRequest('badCredentials');
  }
  if (user.status !== 1) throw forbidden('accountDisabled');
  await clearFailures(db, req.username);
  const m = await resolveLoginTenant(db, user, g.tenantHeader ?? req.tenantId);
  return startSession(ctx.store, ctx.jwtKey, user, m, g.clientId);
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
  const user =
    (await findUserByPhone(db, req.sms_phone)) ??
    (await registerByPhone(ctx.store, req.sms_phone, req.domain));
  if (user.status !== 1) throw forbidden('accountDisabled');
  const m = await resolveLoginTenant(db, user, g.tenantHeader ?? req.tenantId);
  return startSession(ctx.store, ctx.jwtKey, user, m, g.clientId);
}
