import { useMemo } from 'react';
import { useFriendsQuery, useMyOrgsQuery, useOrgPeopleQuery } from '../peopleApi';

export interface Contact {
  userId: string;
  name: string;
  avatar: string;
  /** 好友 or the organisation's name. */
  group: string;
}

/**
 * The people a group can be made of (spec 1 §7: friends and colleagues): friends first, then the
 * colleagues of the user's first organisation, each once.
 */
export function useContactCandidates(me: string, skip = false) {
  const friends = useFriendsQuery({}, { skip });
  const orgs = useMyOrgsQuery({}, { skip });
  const firstOrg = orgs.data?.[0];
  const colleagues = useOrgPeopleQuery({ orgId: firstOrg?.orgId ?? '' }, { skip: skip || !firstOrg });
  return useMemo(() => {
    const all: Contact[] = [
      ...(friends.data ?? []).map((f) => ({
        userId: f.userId,
        name: f.remark || f.name,
        avatar: f.avatar,
        group: 'friends',
      })),
      ...(colleagues.data ?? []).map((c) => ({
        userId: c.userId,
        name: c.name,
        avatar: c.avatar,
        group: c.orgName,
      })),
    ];
    return [...new Map(all.filter((c) => c.userId !== me).map((c) => [c.userId, c])).values()];
  }, [friends.data, colleagues.data, me]);
}
