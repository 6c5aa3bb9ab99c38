import { NATIONWIDE_REGION, TRIAL_DEFAULT_DAYS } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../lib/errors';
import { chinaDate, chinaDateTime } from './format';
import { grantProduct } from './grants';
import { business } from './orders';
import * as repo from './repo';

export const TRIAL_PRODUCT_ID = 'P9000';

export async function trialInfo(scope: TenantScope) {
  const trial = await repo.findTrial(scope);
  return {
    day: TRIAL_DEFAULT_DAYS,
    endDate: chinaDate(new Date(Date.now() + TRIAL_DEFAULT_DAYS * 86_400_000)),
    used: trial !== undefined,
    activeUntil: trial && !trial.ended ? chinaDateTime(trial.ends_at) : null,
  };
}

/** One trial per tenant: every business type for the chosen region, 7 days. */
export async function activateTrial(scope: TenantScope, userId: string, regionCode: string, domain: string) {
  if (regionCode === NATIONWIDE_REGION) throw badRequest('badRequest', 'regionCode: 全国 is not allowed');
  const product = await repo.findProduct(scope.db, TRIAL_PRODUCT_ID);
  if (!product) throw new Error('trial product missing');
  return scope.transaction(async (tx) => {
    const inserted = await repo.insertTrial(tx, { userId, regionCode, domain, days: TRIAL_DEFAULT_DAYS });
    if (!inserted) throw business('trialUsed');
    const period = await grantProduct(tx, {
      product,
      time: `${TRIAL_DEFAULT_DAYS}天`,
      source: `trial:${tx.tenantId}`,
      regionCode,
    });
    return { endDate: chinaDate(period.end) };
  });
}

/** A tenant whose trial ended and who has bought nothing since: responses carry `trial: false`. */
export async function trialEnded(scope: TenantScope): Promise<boolean> {
  const trial = await repo.findTrial(scope);
  if (!trial?.ended) return false;
  return !(await repo.hasLivePurchaseBesides(scope, TRIAL_PRODUCT_ID));
}
