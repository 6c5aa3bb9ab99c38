import { randomBytes } from 'node:crypto';
import { originSchema } from '@platform/contracts/widget';
import type { Q } from '../../db/kysely';
import { customerExists } from '../accounts';
import * as repo from './repo';

/**
 * The operator's partner administration (`npm run partners`, docs/widgets-partners.md): which
 * origins of which customer may embed the widgets, each partner's secret and rate. Secrets are
 * shown only when made or asked for, never in a listing.
 */

/** A refused change: the sentence the command line prints, and the message key the console shows. */
export class PartnerAdminError extends Error {
  override readonly name = 'PartnerAdminError';
  constructor(
    message: string,
    readonly key: PartnerRefusal,
  ) {
    super(message);
  }
}

export type PartnerRefusal =
  | 'partnerOriginInvalid'
  | 'partnerCustomerUnknown'
  | 'partnerIdInvalid'
  | 'partnerOtherCustomer'
  | 'partnerOriginNotListed'
  | 'partnerRateInvalid'
  | 'partnerGraceInvalid'
  | 'partnerNotFound';

export interface PartnerSummary {
  id: string;
  customer: string;
  name: string;
  origins: string[];
  ratePerMinute: number;
  /** Until when the secret replaced last still verifies (null: only the current one does). */
  previousSecretUntil: Date | null;
}

const summary = (row: repo.PartnerRow, now = Date.now()): PartnerSummary => ({
  id: row.id,
  customer: row.customer_code,
  name: row.name,
  origins: row.origins,
  ratePerMinute: row.rate_per_minute,
  previousSecretUntil:
    row.previous_secret && row.previous_secret_until && row.previous_secret_until.getTime() > now
      ? row.previous_secret_until
      : null,
});

/** The grace period of a replaced secret, in hours: the default, and its bounds (0: none). */
export const SECRET_GRACE_HOURS = { default: 24, max: 168 } as const;

function exactOrigin(value: string): string {
  const parsed = originSchema.safeParse(value);
  if (!parsed.success)
    throw new PartnerAdminError(
      `not an origin: ${JSON.stringify(value)} (scheme, host and port only, e.g. https://www.partner.com)`,
      'partnerOriginInvalid',
    );
  return parsed.data;
}

async function existing(db: Q, id: string): Promise<repo.PartnerRow> {
  const row = await repo.partnerById(db, id);
  if (!row)
    throw new PartnerAdminError(
      `no partner ${JSON.stringify(id)} (npm run partners -- list)`,
      'partnerNotFound',
    );
  return row;
}

export const newSecret = () => randomBytes(32).toString('hex');

export async function listPartnerSummaries(db: Q): Promise<PartnerSummary[]> {
  return (await repo.listPartners(db)).map((row) => summary(row));
}

/**
 * Lets `origin` embed the widgets for `customer`: added to the partner `id` (default
 * `partner-<customer>`), which is made, with a new secret, when it does not exist. The secret is
 * returned only then.
 */
export async function allowOrigin(
  db: Q,
  input: { customer: string; origin: string; id?: string; name?: string },
): Promise<{ partner: PartnerSummary; secret?: string }> {
  const origin = exactOrigin(input.origin);
  if (!(await customerExists(db, input.customer)))
    throw new PartnerAdminError(`no customer ${JSON.stringify(input.customer)}`, 'partnerCustomerUnknown');
  const id = input.id ?? `partner-${input.customer}`;
  if (!/^[\w-]{1,64}$/.test(id))
    throw new PartnerAdminError('a partner id is 1-64 letters, digits, - or _', 'partnerIdInvalid');
  const row = await repo.partnerById(db, id);
  if (row && row.customer_code !== input.customer)
    throw new PartnerAdminError(
      `partner ${id} belongs to customer ${row.customer_code}`,
      'partnerOtherCustomer',
    );
  if (!row) {
    const secret = newSecret();
    await repo.upsertPartner(db, {
      id,
      customer_code: input.customer,
      name: input.name ?? id,
      origins: [origin],
      secret,
    });
    return { partner: summary((await repo.partnerById(db, id))!), secret };
  }
  if (!row.origins.includes(origin)) await repo.setOrigins(db, id, [...row.origins, origin]);
  return { partner: summary((await repo.partnerById(db, id))!) };
}

export async function removeOrigin(db: Q, id: string, origin: string): Promise<PartnerSummary> {
  const row = await existing(db, id);
  const exact = exactOrigin(origin);
  if (!row.origins.includes(exact))
    throw new PartnerAdminError(`${id} does not list ${exact}`, 'partnerOriginNotListed');
  await repo.setOrigins(
    db,
    id,
    row.origins.filter((o) => o !== exact),
  );
  return summary((await repo.partnerById(db, id))!);
}

/**
 * The partner's secret, or a new one. The one it replaces keeps verifying signed requests for
 * `graceHours` (default 24, at most 168; 0: it stops at once), so the partner's backend can
 * change over without a refused request.
 */
export async function partnerSecret(
  db: Q,
  id: string,
  rotate: boolean,
  graceHours: number = SECRET_GRACE_HOURS.default,
): Promise<string> {
  const row = await existing(db, id);
  if (!rotate) return row.secret;
  if (!Number.isFinite(graceHours) || graceHours < 0 || graceHours > SECRET_GRACE_HOURS.max)
    throw new PartnerAdminError(
      `the grace period is 0 to ${SECRET_GRACE_HOURS.max} hours`,
      'partnerGraceInvalid',
    );
  const secret = newSecret();
  const until = graceHours > 0 ? new Date(Date.now() + graceHours * 3_600_000) : null;
  await repo.setSecret(db, id, secret, until);
  return secret;
}

/** The replaced secret stops verifying now (the grace period ended early). */
export async function endSecretGrace(db: Q, id: string): Promise<PartnerSummary> {
  await existing(db, id);
  await repo.endSecretGrace(db, id);
  return summary((await repo.partnerById(db, id))!);
}

export interface PartnerRefusalSummary {
  customer: string;
  origin: string;
  reason: repo.RefusalReason;
  count: number;
  lastAt: Date;
}

/** Refused widget requests of the last days per customer, origin and reason, the latest first. */
export async function recentPartnerRefusals(db: Q, limit = 100): Promise<PartnerRefusalSummary[]> {
  return (await repo.recentRefusals(db, limit)).map((r) => ({
    customer: r.customer_code,
    origin: r.origin,
    reason: r.reason,
    count: Number(r.count),
    lastAt: new Date(r.last_at),
  }));
}

export async function setRate(db: Q, id: string, perMinute: number): Promise<PartnerSummary> {
  await existing(db, id);
  if (!Number.isInteger(perMinute) || perMinute < 1 || perMinute > 100_000)
    throw new PartnerAdminError(
      'the rate is a whole number of requests per minute, 1 to 100000',
      'partnerRateInvalid',
    );
  await repo.setRate(db, id, perMinute);
  return summary((await repo.partnerById(db, id))!);
}
