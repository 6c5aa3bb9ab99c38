import { useAppSelector } from '../../shared/store/hooks';
import { useDiscoverFollowsQuery, useFollowOrgMutation, useUnfollowOrgMutation } from './discoverApi';

/**
 * Which organisations the signed-in user follows (from the follow list) and the toggle that
 * follows or unfollows one; a visitor follows nothing and asks nothing of the server.
 */
export function useOrgFollow() {
  const signedIn = Boolean(useAppSelector((s) => s.app.token));
  const { data: targets } = useDiscoverFollowsQuery(undefined, { skip: !signedIn });
  const [follow] = useFollowOrgMutation();
  const [unfollow] = useUnfollowOrgMutation();
  const followed = new Set((targets ?? []).filter((x) => x.kind === 'org').map((x) => x.id));
  return {
    isFollowed: (orgId: string) => followed.has(orgId),
    /** Resolves once the server has answered; rejects on a refusal (the request layer shows it). */
    toggle: (orgId: string, next: boolean) => {
      const input = { targetKind: 'org' as const, targetId: orgId };
      return (next ? follow(input) : unfollow(input)).unwrap();
    },
  };
}
