import { NATIONWIDE_REGION, TRIAL_DEFAULT_DAYS } from '@platform/contracts';
import type { Db, Queryable } from '../../db/db';
import type { AuthUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { findProduct } from './catalog';
import { chinaDate } from './format';
import { grantProduct } from './grants';
import { business } from './orders';

export const TRIAL_PRODUCT_ID = 'P9000';

export async function trialInfo(db: Queryable, user: AuthUser) {
  const used = await db.query('select 1 from pay_trials where tenant_id = $1', [user.tenantId]);
  return {
    day: TRIAL_DEFAULT_DAYS,
    endDate: chinaDate(new Date(Date.now() + TRIAL_DEFAULT_DAYS * 86_400_000)),
    used: used.length > 0,
  };
}

/** One trial per tenant: every business type for the chosen region, 7 days. */
export async function activateTrial(db: Db, user: AuthUser, regionCode: string, domain: string) {
  if (regionCode === NATIONWIDE_REGION) throw badRequest('badRequest', 'regionCode: 全国 is not allowed');
  const product = await findProduct(db, TRIAL_PRODUCT_ID);
  if (!product) throw new Error('trial product missing');
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into pay_trials (tenant_id, user_id, region_code, domain, ends_at)
       values ($1, $2, $3, $4, now() + $5::interval) on conflict (tenant_id) do nothing returning tenant_id`,
      [user.tenantId, user.userId, regionCode, domain, `${TRIAL_DEFAULT_DAYS} days`],
    );
    if (!inserted.length) throw business('trialUsed');
    const period = await grantProduct(tx, {
      tenantId: user.tenantId,
      product,
      time: `${TRIAL_DEFAULT_DAYS}天`,
      source: `trial:${user.tenantId}`,
      regionCode,
    });
    return { endDate: chinaDate(period.end) };
  });
}

/** A tenant whose trial ended and who has bought nothing since: responses carry `trial: false`. */
export async function trialEnded(db: Queryable, tenantId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from pay_trials t
      where t.tenant_id = $1 and t.ends_at <= now()
        and not exists (select 1 from tenant_purchases p where p.tenant_id = t.tenant_id and p.product_id <> $2
                          and p.starts_at <= now() and p.expires_at > now())`,
    [tenantId, TRIAL_PRODUCT_ID],
  );
  return rows.length > 0;
}
