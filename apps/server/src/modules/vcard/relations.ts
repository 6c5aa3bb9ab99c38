import type { TenantScope } from '../../db/tenant-scope';
import { colleagueIdsAmong } from '../accounts';
import { folderIdsAmong } from './repo';

/**
 * What vcard asks the social module about a viewer. Social depends on vcard (it shows cards), so
 * modules/index.ts hands these in (no cycle).
 */
export interface SocialTies {
  /** Which of ids the viewer follows in the caller's tenant. */
  followedAmong(scope: TenantScope, viewer: string, ids: readonly string[]): Promise<Set<string>>;
  /** The viewer's friends among ids in the caller's tenant, with the remark the viewer gave each. */
  friendRemarksAmong(
    scope: TenantScope,
    viewer: string,
    ids: readonly string[],
  ): Promise<Map<string, string>>;
}

export interface Relations {
  attention: Set<string>;
  friends: Map<string, string>;
  colleagues: Set<string>;
  folder: Set<string>;
}

/** Follows, friendships, colleagues (members of the tenant) and folder entries of the viewer. */
export async function relationsOf(
  scope: TenantScope,
  ties: SocialTies,
  viewer: string,
  owners: readonly string[],
  cardIds: readonly string[],
): Promise<Relations> {
  const users = [...new Set(owners)];
  if (users.length === 0)
    return { attention: new Set(), friends: new Map(), colleagues: new Set(), folder: new Set() };
  const [attention, friends, colleagues, folder] = await Promise.all([
    ties.followedAmong(scope, viewer, users),
    ties.friendRemarksAmong(scope, viewer, users),
    colleagueIdsAmong(scope.db, viewer, users, { tenantId: scope.tenantId }),
    folderIdsAmong(scope, viewer, cardIds),
  ]);
  colleagues.delete(viewer);
  return { attention, friends, colleagues, folder };
}
