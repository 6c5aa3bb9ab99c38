import { OperateEnt, ResultCode, type FollowRow } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { toBrief } from '../bigdata';
import * as repo from './repo';

/** Most companies one user may follow in one tenant. */
export const FOLLOW_LIMIT = 5000;

const notFollowed = (companyId: string) =>
  new AppError('followNotFound', ResultCode.NOT_FOUND, 404, companyId);

/** Every id must name a company; otherwise nothing is written. */
async function requireCompanies(scope: TenantScope, ids: readonly string[]) {
  const found = new Set((await repo.existingCompanies(scope, ids)).map((r) => r.company_id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length)
    throw new AppError('companyNotFound', ResultCode.NOT_FOUND, 404, missing.slice(0, 10).join(','));
}

/** yyyy-MM-dd HH:mm:ss, China time. */
const chinaTime = (t: Date | string) =>
  new Date(new Date(t).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export async function followPage(
  scope: TenantScope,
  userId: string,
  input: { current: number; size: number; keyword?: string },
) {
  const page = await repo.page(scope, userId, input);
  const records: FollowRow[] = page.rows.map((r) => {
    const b = toBrief(r);
    return {
      companyId: b.companyId,
      companyName: b.companyName,
      logoPath: b.logoPath,
      regStatusName: b.regStatusName,
      regStatusCode: b.regStatusCode,
      legalEntityName: b.legalEntityName,
      regCapital: b.regCapital,
      esDt: b.esDt,
      area: b.area,
      industryDivisionName: b.industryDivisionName,
      qualificationTags: b.qualificationTags,
      isTop: r.is_top ? 1 : 0,
      followTime: chinaTime(r.created_at),
    };
  });
  return { records, total: page.total, current: input.current, size: input.size };
}

export async function follow(scope: TenantScope, userId: string, ids: readonly string[]): Promise<number> {
  await requireCompanies(scope, ids);
  return scope.transaction(async (tx) => {
    const already = new Set((await repo.followed(tx, userId, ids)).map((r) => r.company_id));
    const fresh = ids.filter((id) => !already.has(id));
    if (!fresh.length) return 0;
    if ((await repo.countFollows(tx, userId)) + fresh.length > FOLLOW_LIMIT)
      throw new AppError('followLimit', ResultCode.BUSINESS_ERROR, 400);
    return repo.insertFollows(tx, userId, fresh);
  });
}

export async function unfollow(scope: TenantScope, userId: string, ids: readonly string[]): Promise<number> {
  await requireCompanies(scope, ids);
  return repo.deleteFollows(scope, userId, ids);
}

export async function states(scope: TenantScope, userId: string, ids: readonly string[]) {
  const on = new Set((await repo.followed(scope, userId, ids)).map((r) => r.company_id));
  return ids.map((companyId) => ({
    companyId,
    isAttention: on.has(companyId) ? (1 as const) : (0 as const),
  }));
}

/** operateEnt: 0 delete, 1 pin, 2 unpin (spec 2 §4). */
export async function operate(scope: TenantScope, userId: string, companyId: string, op: 0 | 1 | 2) {
  await requireCompanies(scope, [companyId]);
  const changed =
    op === OperateEnt.DELETE
      ? await repo.deleteFollows(scope, userId, [companyId])
      : await repo.setTop(scope, userId, companyId, op === OperateEnt.PIN);
  if (!changed) throw notFollowed(companyId);
  return changed;
}
