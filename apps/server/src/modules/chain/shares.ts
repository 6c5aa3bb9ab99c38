import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ResultCode, USER_CHAIN_LIMITS, type ChainShare } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../lib/errors';
import { userDisplayNames } from '../accounts';
import * as repo from './user-chain-repo';
import { chainNotFound, present, readable } from './userChains';

const DAY_MS = 86_400_000;

/** An unknown share and a wrong key get the same answer: the key cannot be guessed one part at a time. */
const invalid = () => new AppError('chainShareInvalid', ResultCode.NOT_FOUND, 404);
const ended = () => new AppError('chainShareEnded', ResultCode.NOT_FOUND, 410);

const statusOf = (s: repo.ShareRow, now = Date.now()): ChainShare['status'] =>
  s.revoked_at ? 'revoked' : s.expires_at && s.expires_at.getTime() <= now ? 'expired' : 'active';

const presentShare = (s: repo.ShareRow, chainName: string): ChainShare => ({
  shareId: s.id,
  shareKey: s.share_key,
  chainId: s.chain_id,
  chainName,
  viewCount: s.view_count,
  createdAt: s.created_at.toISOString(),
  expiresAt: s.expires_at?.toISOString() ?? null,
  status: statusOf(s),
});

export async function create(
  scope: TenantScope,
  userId: string,
  id: string,
  days: number,
): Promise<ChainShare> {
  return scope.transaction(async (tx) => {
    const chain = await repo.ownChainForUpdate(tx, userId, id);
    if (!chain) throw chainNotFound(id);
    if ((await repo.countShares(tx, chain.id)) >= USER_CHAIN_LIMITS.sharesPerChain)
      throw badRequest('chainShareLimit');
    const share = await repo.insertShare(tx, {
      id: randomUUID(),
      user_id: userId,
      chain_id: chain.id,
      // 72 random bits: with the per-IP rate limit, guessing one is out of reach.
      share_key: randomBytes(9).toString('base64url'),
      expires_at: days ? new Date(Date.now() + days * DAY_MS) : null,
    });
    return presentShare(share, chain.name);
  });
}

export async function page(scope: TenantScope, userId: string, current: number, size: number) {
  const { rows, total } = await repo.pageShares(scope, userId, current, size);
  return { records: rows.map((r) => presentShare(r, r.chain_name)), total, current, size };
}

export async function revoke(scope: TenantScope, userId: string, shareId: string): Promise<boolean> {
  if (!(await repo.revokeShare(scope, userId, shareId))) throw invalid();
  return true;
}

const sameKey = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * A live share from its id and key, with its owner's tenant scope. A share link is opened by
 * anyone, signed in or not and in any tenant: the share row is found by id across tenants (the
 * key is the permission), and everything after is read in the owner's tenant only.
 */
export async function resolve(
  unscoped: Kysely<Database>,
  store: Store,
  shareId: string,
  shareKey: string,
): Promise<{ share: repo.ShareRow; scope: TenantScope }> {
  const share = await repo.shareById(unscoped, shareId);
  if (!share || !sameKey(share.share_key, shareKey)) throw invalid();
  if (statusOf(share) !== 'active') throw ended();
  // eslint-disable-next-line no-restricted-syntax -- the share's own tenant, once its key matched
  return { share, scope: store.forTenant(share.tenant_id) };
}

export async function info(unscoped: Kysely<Database>, store: Store, shareId: string, shareKey: string) {
  const { share, scope } = await resolve(unscoped, store, shareId, shareKey);
  return present(scope, await readable(scope, share.chain_id, { kind: 'share' }), false);
}

export async function check(unscoped: Kysely<Database>, store: Store, shareId: string, shareKey: string) {
  const { share, scope } = await resolve(unscoped, store, shareId, shareKey);
  const chain = await readable(scope, share.chain_id, { kind: 'share' });
  const names = await userDisplayNames(scope.db, [share.user_id]);
  return { chainName: chain.name, ownerName: names.get(share.user_id) ?? '' };
}

export async function addView(unscoped: Kysely<Database>, store: Store, shareId: string, shareKey: string) {
  const { share, scope } = await resolve(unscoped, store, shareId, shareKey);
  return { viewCount: await repo.addView(scope, share.id) };
}
