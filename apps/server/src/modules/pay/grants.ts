import { newId } from '../../lib/crypto';
import type { TenantScope } from '../../db/tenant-scope';
import { lockTenant } from '../accounts';
import { intervalOf, type ProductRow } from './catalog';
import * as repo from './repo';

export interface Grant {
  product: ProductRow;
  /** '1年', '6月', '7天'. */
  time: string;
  /** Unique per grant ('order:<no>', 'code:<code>', 'trial:<tenant>'): a second grant of it fails. */
  source: string;
  regionCode?: string;
}

/**
 * Grants a product to the scope's tenant inside the caller's transaction. The period starts at the
 * end of the tenant's live purchase of the same product (renewal), else now. The tenant row is
 * locked so two grants for one tenant extend one after the other instead of overlapping.
 */
export async function grantProduct(tx: TenantScope, g: Grant): Promise<{ start: Date; end: Date }> {
  await lockTenant(tx.db, tx.tenantId);
  const period = await repo.nextPeriod(tx, g.product.product_id, intervalOf(g.time));
  await repo.insertPurchases(
    tx,
    g.product.business_types.map((businessType) => ({
      id: newId(),
      business_type: businessType,
      product_id: g.product.product_id,
      region_code: g.regionCode ?? '',
      starts_at: period.start,
      expires_at: period.end,
      source: g.source,
    })),
  );
  return { start: new Date(period.start), end: new Date(period.end) };
}

/** End of the tenant's membership (a meal's product, bought or redeemed), or null. */
export async function liveUntilOfMember(scope: TenantScope): Promise<Date | null> {
  return repo.liveUntil(scope, await repo.memberProductIds(scope.db));
}
