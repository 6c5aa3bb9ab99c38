import { useAppSelector } from '../../shared/store/hooks';
import { useCrmMembersQuery } from './customersApi';

/**
 * The organisation's members and the caller among them: admin actions show only to an
 * administrator (the server enforces it anyway).
 */
export function useCrmSelf() {
  const selfId = useAppSelector((s) => s.app.userInfo?.userId);
  const { data: members = [] } = useCrmMembersQuery();
  const isAdmin = members.some((m) => m.userId === selfId && m.isAdmin);
  return { selfId, members, isAdmin };
}
