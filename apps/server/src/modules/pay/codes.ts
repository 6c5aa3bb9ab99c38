import { DEFAULT_TENANT_ID, type CodeRow } from '@platform/contracts';
import type { Db, Queryable } from '../../db/db';
import type { AuthUser } from '../../lib/auth';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { membership } from '../system/user-queries';
import { findProduct } from './catalog';
import { chinaDateTime, nullableChinaDateTime, randomAlnum } from './format';
import { grantProduct } from './grants';
import { business } from './orders';
import { TRIAL_PRODUCT_ID } from './trial';

/** Wrong codes per user in the window before redemption is refused. */
export const CODE_FAILURE_LIMIT = 5;
export const CODE_FAILURE_WINDOW = '10 minutes';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Codes are minted by the platform operator (administrators of tenant 000000) only. */
export async function assertCodeAdmin(db: Queryable, user: AuthUser): Promise<void> {
  const m =
    user.tenantId === DEFAULT_TENANT_ID ? await membership(db, user.userId, user.tenantId) : undefined;
  if (!m?.is_admin) throw forbidden('codeAdminOnly');
}

export async function createBatch(db: Db, user: AuthUser, productId: string, time: string, count: number) {
  await assertCodeAdmin(db, user);
  const product = await findProduct(db, productId);
  if (!product || product.product_id === TRIAL_PRODUCT_ID) throw business('productNotFound');
  const batchNo = `B${chinaDateTime(new Date()).replace(/\D/g, '')}${randomAlnum(4)}`;
  const codes: string[] = [];
  await db.transaction(async (tx) => {
    while (codes.length < count) {
      const code = randomAlnum(9, CODE_ALPHABET);
      const ok = await tx.query(
        `insert into pay_activation_codes (code, batch_no, creator_tenant_id, created_by, product_id, goods_time)
         values ($1, $2, $3, $4, $5, $6) on conflict (code) do nothing returning code`,
        [code, batchNo, user.tenantId, user.userId, productId, time],
      );
      if (ok.length) codes.push(code);
    }
  });
  return { batchNo, codes };
}

export async function codePage(
  db: Queryable,
  user: AuthUser,
  q: { current: number; size: number; status?: number | undefined; batchNo?: string | undefined },
) {
  await assertCodeAdmin(db, user);
  const where = `c.creator_tenant_id = $1 and ($2::int is null or (c.used_at is not null) = ($2::int = 1))
    and ($3::text is null or c.batch_no = $3)`;
  const params = [user.tenantId, q.status ?? null, q.batchNo ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from pay_activation_codes c where ${where}`,
    params,
  );
  const rows = await db.query<{
    code: string;
    batch_no: string;
    product_id: string;
    product_name: string;
    goods_time: string;
    used_at: Date | null;
    used_by_name: string | null;
    used_tenant_name: string | null;
    created_at: Date;
  }>(
    `select c.code, c.batch_no, c.product_id, p.product_name, c.goods_time, c.used_at, c.created_at,
            coalesce(nullif(u.real_name, ''), u.account) as used_by_name, t.tenant_name as used_tenant_name
       from pay_activation_codes c join pay_products p on p.product_id = c.product_id
       left join users u on u.id = c.used_by left join tenants t on t.tenant_id = c.used_tenant_id
      where ${where} order by c.created_at desc, c.code limit $4 offset $5`,
    [...params, q.size, (q.current - 1) * q.size],
  );
  const records: CodeRow[] = rows.map((r) => ({
    code: r.code,
    batchNo: r.batch_no,
    productId: r.product_id,
    productName: r.product_name,
    goodsTime: r.goods_time,
    status: r.used_at ? 1 : 0,
    usedBy: r.used_by_name ?? '',
    usedTenantName: r.used_tenant_name ?? '',
    usedTime: nullableChinaDateTime(r.used_at),
    createTime: chinaDateTime(r.created_at),
  }));
  return { records, total: count?.n ?? 0, current: q.current, size: q.size };
}

/**
 * Redeems a code for the caller's tenant, once: the code row is claimed by a conditional update
 * in the transaction that writes the grant. Wrong codes are counted per user and rate-limited.
 */
export async function redeem(db: Db, user: AuthUser, rawCode: string, ip: string) {
  const [fails] = await db.query<{ n: number }>(
    `select count(*)::int as n from pay_code_failures where user_id = $1 and failed_at > now() - $2::interval`,
    [user.userId, CODE_FAILURE_WINDOW],
  );
  if ((fails?.n ?? 0) >= CODE_FAILURE_LIMIT) throw tooManyRequests('codeTooManyFailures');
  const code = rawCode.trim().toUpperCase();
  const result = await db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ product_id: string; goods_time: string }>(
      `update pay_activation_codes set used_by = $2, used_tenant_id = $3, used_at = now()
        where code = $1 and used_at is null returning product_id, goods_time`,
      [code, user.userId, user.tenantId],
    );
    if (!claimed) return null;
    const product = await findProduct(tx, claimed.product_id);
    if (!product) throw new Error(`product ${claimed.product_id} missing`);
    const period = await grantProduct(tx, {
      tenantId: user.tenantId,
      product,
      time: claimed.goods_time,
      source: `code:${code}`,
    });
    return { productName: product.product_name, expireTime: chinaDateTime(period.end) };
  });
  if (!result) {
    await db.query('insert into pay_code_failures (user_id, ip) values ($1, $2)', [user.userId, ip]);
    throw business('codeInvalid');
  }
  return result;
}
