import type { CodeRow } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import type { AuthUser } from '../../lib/auth';
import { forbidden, tooManyRequests } from '../../lib/errors';
import { isPlatformOperator, tenantNamesOf, userDisplayNames } from '../accounts';
import { chinaDateTime, nullableChinaDateTime, randomAlnum } from './format';
import { grantProduct } from './grants';
import { business } from './orders';
import * as repo from './repo';
import { TRIAL_PRODUCT_ID } from './trial';

/** Wrong codes per user in the window before redemption is refused. */
export const CODE_FAILURE_LIMIT = 5;
export const CODE_FAILURE_WINDOW = '10 minutes';
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Codes are minted by the platform operator (administrators of tenant 000000) only. */
export async function assertCodeAdmin(scope: TenantScope, user: AuthUser): Promise<void> {
  if (!(await isPlatformOperator(scope.db, { userId: user.userId, tenantId: scope.tenantId })))
    throw forbidden('codeAdminOnly');
}

export async function createBatch(
  scope: TenantScope,
  user: AuthUser,
  productId: string,
  time: string,
  count: number,
) {
  await assertCodeAdmin(scope, user);
  const product = await repo.findProduct(scope.db, productId);
  if (!product || product.product_id === TRIAL_PRODUCT_ID) throw business('productNotFound');
  const batchNo = `B${chinaDateTime(new Date()).replace(/\D/g, '')}${randomAlnum(4)}`;
  const codes: string[] = [];
  await scope.transaction(async (tx) => {
    while (codes.length < count) {
      const code = randomAlnum(9, CODE_ALPHABET);
      const inserted = await repo.insertCode(tx.db, {
        code,
        batch_no: batchNo,
        creator_tenant_id: tx.tenantId,
        created_by: user.userId,
        product_id: productId,
        goods_time: time,
      });
      if (inserted) codes.push(code);
    }
  });
  return { batchNo, codes };
}

export async function codePage(
  scope: TenantScope,
  user: AuthUser,
  q: { current: number; size: number; status?: number | undefined; batchNo?: string | undefined },
) {
  await assertCodeAdmin(scope, user);
  const { rows, total } = await repo.codePage(scope.db, scope.tenantId, q, q);
  const [userNames, tenantNames] = await Promise.all([
    userDisplayNames(
      scope.db,
      rows.flatMap((r) => (r.used_by ? [r.used_by] : [])),
    ),
    tenantNamesOf(
      scope.db,
      rows.flatMap((r) => (r.used_tenant_id ? [r.used_tenant_id] : [])),
    ),
  ]);
  const records: CodeRow[] = rows.map((r) => ({
    code: r.code,
    batchNo: r.batch_no,
    productId: r.product_id,
    productName: r.product_name,
    goodsTime: r.goods_time,
    status: r.used_at ? 1 : 0,
    usedBy: (r.used_by && userNames.get(r.used_by)) || '',
    usedTenantName: (r.used_tenant_id && tenantNames.get(r.used_tenant_id)) || '',
    usedTime: nullableChinaDateTime(r.used_at),
    createTime: chinaDateTime(r.created_at),
  }));
  return { records, total, current: q.current, size: q.size };
}

/**
 * Redeems a code for the caller's tenant, once: the code row is claimed by a conditional update
 * in the transaction that writes the grant. Wrong codes are counted per user and rate-limited.
 */
export async function redeem(scope: TenantScope, user: AuthUser, rawCode: string, ip: string) {
  const fails = await repo.countCodeFailures(scope.db, user.userId, CODE_FAILURE_WINDOW);
  if (fails >= CODE_FAILURE_LIMIT) throw tooManyRequests('codeTooManyFailures');
  const code = rawCode.trim().toUpperCase();
  const result = await scope.transaction(async (tx) => {
    const claimed = await repo.claimCode(tx.db, code, user.userId, tx.tenantId);
    if (!claimed) return null;
    const product = await repo.findProduct(tx.db, claimed.product_id);
    if (!product) throw new Error(`product ${claimed.product_id} missing`);
    const period = await grantProduct(tx, { product, time: claimed.goods_time, source: `code:${code}` });
    return { productName: product.product_name, expireTime: chinaDateTime(period.end) };
  });
  if (!result) {
    await repo.insertCodeFailure(scope.db, user.userId, ip);
    throw business('codeInvalid');
  }
  return result;
}
