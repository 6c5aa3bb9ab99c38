import { useMemo } from 'react';
import type { GroupCandidate } from '@platform/ui/domain';
import { useFriendsQuery, useMyOrgsQuery, useOrgPeopleQuery } from './peopleApi';

/**
 * The people a group can be made of (spec 1 §7: friends and colleagues): friends, then the
 * colleagues of the user's first organisation who are not friends, each once.
 */
export function useContactCandidates(me: string, skip = false) {
  const friends = useFriendsQuery({}, { skip });
  const orgs = useMyOrgsQuery({}, { skip });
  const firstOrg = orgs.data?.[0];
  const colleagues = useOrgPeopleQuery({ orgId: firstOrg?.orgId ?? '' }, { skip: skip || !firstOrg });
  return useMemo(() => {
    const friendList: GroupCandidate[] = (friends.data ?? [])
      .filter((f) => f.userId !== me)
      .map((f) => ({ id: f.userId, name: f.remark || f.name, avatar: f.avatar, orgName: f.card?.orgName }));
    const friendIds = new Set(friendList.map((f) => f.id));
    const colleagueList: GroupCandidate[] = (colleagues.data ?? [])
      .filter((c) => c.userId !== me && !friendIds.has(c.userId))
      .map((c) => ({ id: c.userId, name: c.name, avatar: c.avatar, orgName: c.orgName }));
    return { friends: friendList, colleagues: colleagueList };
  }, [friends.data, colleagues.data, me]);
}
