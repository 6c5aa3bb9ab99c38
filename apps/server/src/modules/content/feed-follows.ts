import { FEED_LIMITS, ResultCode, type FollowTarget, type FollowTargetKind } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import {
  ORG_TENANT_TYPES,
  findTenant,
  lockUserRow,
  tenantNamesOf,
  userAvatars,
  userDisplayNames,
} from '../accounts';
import { followedCompanyIds } from '../follow';
import { followedUserIds } from '../social';
import * as repo from './feed-repo';

/**
 * What a user follows, in the caller's tenant: people (social's user_attention), companies
 * (follow's company_follows), organisations and chains (content_follows, here). Other modules'
 * follows are read through their index.ts.
 */
export interface Followed {
  people: string[];
  companies: string[];
  orgs: string[];
  chains: string[];
}

export async function followedIds(scope: TenantScope, userId: string): Promise<Followed> {
  const [people, companies, targets] = await Promise.all([
    followedUserIds(scope, userId),
    followedCompanyIds(scope, userId),
    repo.followedTargets(scope, userId),
  ]);
  return {
    people,
    companies,
    orgs: targets.filter((t) => t.target_kind === 'org').map((t) => t.target_id),
    chains: targets.filter((t) => t.target_kind === 'chain').map((t) => t.target_id),
  };
}

/** Names and avatars of followed entities, in the order given (unknown ones keep their id). */
export async function namesOf(
  scope: TenantScope,
  targets: readonly { kind: FollowTargetKind; id: string }[],
): Promise<FollowTarget[]> {
  const ids = (k: FollowTargetKind) => [...new Set(targets.filter((t) => t.kind === k).map((t) => t.id))];
  const [people, avatars, companies, orgs, chains] = await Promise.all([
    userDisplayNames(scope.db, ids('person')),
    userAvatars(scope.db, ids('person')),
    repo.companyNames(scope.db, ids('company')),
    tenantNamesOf(scope.db, ids('org')),
    repo.chainNames(scope.db, ids('chain')),
  ]);
  const company = new Map(companies.map((c) => [c.company_id, c]));
  const chain = new Map(chains.map((c) => [c.chain_code, c.chain_name]));
  return targets.map(({ kind, id }) => {
    const name =
      kind === 'person'
        ? people.get(id)
        : kind === 'company'
          ? company.get(id)?.company_name
          : kind === 'org'
            ? orgs.get(id)
            : chain.get(id);
    const avatar =
      kind === 'person'
        ? avatars.get(id) || null
        : kind === 'company'
          ? (company.get(id)?.logo_path ?? null)
          : null;
    return { kind, id, name: name ?? id, avatar };
  });
}

/** followTarget/list: everything the user follows, people first, with names. */
export async function targetList(scope: TenantScope, userId: string): Promise<FollowTarget[]> {
  const f = await followedIds(scope, userId);
  return namesOf(scope, [
    ...f.people.map((id) => ({ kind: 'person' as const, id })),
    ...f.companies.map((id) => ({ kind: 'company' as const, id })),
    ...f.orgs.map((id) => ({ kind: 'org' as const, id })),
    ...f.chains.map((id) => ({ kind: 'chain' as const, id })),
  ]);
}

const notFound = () => new AppError('followTargetNotFound', ResultCode.NOT_FOUND, 404);

/** An organisation of the caller's customer, or a chain of the data set; otherwise not found. */
async function requireTarget(scope: TenantScope, kind: 'org' | 'chain', id: string) {
  if (kind === 'chain') {
    if (!(await repo.chainExists(scope.db, id))) throw notFound();
    return;
  }
  const [org, own] = await Promise.all([findTenant(scope.db, id), findTenant(scope.db, scope.tenantId)]);
  if (
    !org ||
    !own ||
    org.customer_code !== own.customer_code ||
    !(ORG_TENANT_TYPES as readonly number[]).includes(org.tenant_type)
  )
    throw notFound();
}

/** followTarget/save: follows an organisation or a chain (at most FEED_LIMITS.targets). */
export async function followTarget(scope: TenantScope, userId: string, kind: 'org' | 'chain', id: string) {
  await requireTarget(scope, kind, id);
  await scope.transaction(async (tx) => {
    await lockUserRow(tx.db, userId);
    const existing = await repo.followedTargets(tx, userId);
    if (existing.some((t) => t.target_kind === kind && t.target_id === id)) return;
    if (existing.length >= FEED_LIMITS.targets)
      throw new AppError('followTargetLimit', ResultCode.BUSINESS_ERROR, 400);
    await repo.insertTarget(tx, userId, kind, id);
  });
  return { followed: true };
}

/** followTarget/remove: stops following it (group memberships stay, inert: the feed reads only follows). */
export async function unfollowTarget(scope: TenantScope, userId: string, kind: 'org' | 'chain', id: string) {
  await repo.deleteTarget(scope, userId, kind, id);
  return { followed: false };
}
