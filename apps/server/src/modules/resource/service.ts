import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, normalisePhone } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import type { AppContext } from '../../context';
import { newId, randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import { tooManyRequests } from '../../lib/errors';
import * as repo from './repo';

/** Wrong tries that end an SMS code. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

export interface SendCodeRequest {
  phone: string;
  purpose: 'nologin' | 'user';
  ip: string;
  userId?: string;
}

/** Sends a 6-digit code valid 5 minutes; limits sends per phone (60 s, daily) and per IP (hourly). */
export async function sendCode(ctx: AppContext, req: SendCodeRequest): Promise<{ id: string }> {
  const phone = normalisePhone(req.phone);
  const limits = await repo.sendCounts(ctx.store.db, phone, req.ip, SMS_RESEND_SECONDS);
  if (
    limits.recent > 0 ||
    limits.today >= ctx.config.smsPhoneLimitPerDay ||
    limits.fromIp >= ctx.config.smsIpLimitPerHour
  ) {
    throw tooManyRequests('smsTooFrequent');
  }
  const id = newId();
  const code = randomDigits(6);
  await repo.insertCode(ctx.store.db, {
    id,
    phone,
    userId: req.userId ?? null,
    purpose: req.purpose,
    codeHash: sha256(`${id}:${code}`),
    ip: req.ip,
    ttlSeconds: SMS_CODE_TTL_SECONDS,
  });
  await ctx.sms.send({
    id,
    phone,
    code,
    text: `您的验证码为 ${code}，5分钟内有效，请勿泄露给他人。`,
    sentAt: new Date(),
  });
  return { id };
}

export interface VerifyCodeRequest {
  id: string;
  value: string;
  phone?: string;
  userId?: string;
  /** Logins and password resets use a code up; a plain validation only checks it. */
  consume: boolean;
}

/** True when the code matches; each wrong try counts, and the fifth ends the code. */
export async function verifyCode(db: Q, req: VerifyCodeRequest): Promise<boolean> {
  const row = await repo.liveCode(db, req.id, SMS_CODE_MAX_ATTEMPTS);
  const owner =
    row &&
    (req.phone === undefined || row.phone === normalisePhone(req.phone)) &&
    (req.userId === undefined || row.user_id === req.userId);
  if (!row || !owner || !safeEqual(row.code_hash, sha256(`${req.id}:${req.value}`))) {
    if (row) await repo.countAttempt(db, req.id);
    return false;
  }
  if (!req.consume) return true;
  return repo.useCode(db, req.id);
}
