import { newId } from '../../lib/crypto';
import type { Queryable } from '../../db/db';
import { intervalOf, memberProductIds, type ProductRow } from './catalog';

export interface Grant {
  tenantId: string;
  product: ProductRow;
  /** '1年', '6月', '7天'. */
  time: string;
  /** Unique per grant ('order:<no>', 'code:<code>', 'trial:<tenant>'): a second grant of it fails. */
  source: string;
  regionCode?: string;
}

/**
 * Grants a product to a tenant inside the caller's transaction. The period starts at the end of
 * the tenant's live purchase of the same product (renewal), else now. The tenant row is locked so
 * two grants for one tenant extend one after the other instead of overlapping.
 */
export async function grantProduct(tx: Queryable, g: Grant): Promise<{ start: Date; end: Date }> {
  await tx.query('select tenant_id from tenants where tenant_id = $1 for update', [g.tenantId]);
  const [period] = await tx.query<{ start: Date; end: Date }>(
    `select s.start, s.start + $3::interval as "end"
       from (select greatest(now(), coalesce(max(expires_at), now())) as start
               from tenant_purchases where tenant_id = $1 and product_id = $2 and expires_at > now()) s`,
    [g.tenantId, g.product.product_id, intervalOf(g.time)],
  );
  if (!period) throw new Error('period not computed');
  for (const businessType of g.product.business_types) {
    await tx.query(
      `insert into tenant_purchases (id, tenant_id, business_type, product_id, region_code, starts_at, expires_at, source)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        newId(),
        g.tenantId,
        businessType,
        g.product.product_id,
        g.regionCode ?? '',
        period.start,
        period.end,
        g.source,
      ],
    );
  }
  return { start: new Date(period.start), end: new Date(period.end) };
}

/** End of the tenant's current (or already renewed) purchase of any of the products, or null. */
export async function liveUntil(db: Queryable, tenantId: string, productIds: string[]): Promise<Date | null> {
  const [row] = await db.query<{ until: Date | null }>(
    `select max(expires_at) as until from tenant_purchases
      where tenant_id = $1 and product_id = any($2::text[]) and expires_at > now()`,
    [tenantId, productIds],
  );
  return row?.until ? new Date(row.until) : null;
}

/** End of the tenant's membership (a meal's product, bought or redeemed), or null. */
export async function liveUntilOfMember(db: Queryable, tenantId: string): Promise<Date | null> {
  return liveUntil(db, tenantId, await memberProductIds(db));
}
