import { SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, normalisePhone } from '@platform/contracts';
import type { Queryable } from '../../db/db';
import type { AppContext } from '../../context';
import { newId, randomDigits, safeEqual, sha256 } from '../../lib/crypto';
import { tooManyRequests } from '../../lib/errors';

const MAX_ATTEMPTS = 5;

export interface SendCodeRequest {
  phone: string;
  purpose: 'nologin' | 'user';
  ip: string;
  userId?: string;
}

/** Sends a 6-digit code valid 5 minutes; limits sends per phone (60 s, daily) and per IP (hourly). */
export async function sendCode(ctx: AppContext, req: SendCodeRequest): Promise<{ id: string }> {
  const phone = normalisePhone(req.phone);
  const [limits] = await ctx.db.query<{ recent: number; today: number; from_ip: number }>(
    `select
       count(*) filter (where phone = $1 and created_at > now() - make_interval(secs => $3))::int as recent,
       count(*) filter (where phone = $1 and created_at > now() - interval '1 day')::int as today,
       count(*) filter (where ip = $2 and created_at > now() - interval '1 hour')::int as from_ip
     from sms_codes where (phone = $1 or ip = $2) and created_at > now() - interval '1 day'`,
    [phone, req.ip, SMS_RESEND_SECONDS],
  );
  if (
    (limits?.recent ?? 0) > 0 ||
    (limits?.today ?? 0) >= ctx.config.smsPhoneLimitPerDay ||
    (limits?.from_ip ?? 0) >= ctx.config.smsIpLimitPerHour
  ) {
    throw tooManyRequests('smsTooFrequent');
  }
  const id = newId();
  const code = randomDigits(6);
  await ctx.db.query(
    `insert into sms_codes (id, phone, user_id, purpose, code_hash, ip, expires_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [id, phone, req.userId ?? null, req.purpose, sha256(`${id}:${code}`), req.ip, SMS_CODE_TTL_SECONDS],
  );
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
export async function verifyCode(db: Queryable, req: VerifyCodeRequest): Promise<boolean> {
  const [row] = await db.query<{ code_hash: string; phone: string; user_id: string | null }>(
    `select code_hash, phone, user_id from sms_codes
     where id = $1 and used_at is null and expires_at > now() and attempts < $2`,
    [req.id, MAX_ATTEMPTS],
  );
  const owner =
    row &&
    (req.phone === undefined || row.phone === normalisePhone(req.phone)) &&
    (req.userId === undefined || row.user_id === req.userId);
  if (!row || !owner || !safeEqual(row.code_hash, sha256(`${req.id}:${req.value}`))) {
    if (row) await db.query('update sms_codes set attempts = attempts + 1 where id = $1', [req.id]);
    return false;
  }
  if (!req.consume) return true;
  const used = await db.query(
    'update sms_codes set used_at = now() where id = $1 and used_at is null returning 1',
    [req.id],
  );
  return used.length === 1;
}

/** The phone a code was sent to (for binding a new number after it was verified). */
export async function codePhone(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ phone: string }>('select phone from sms_codes where id = $1', [id]);
  return row?.phone;
}
