import { c2cConversationId as platformC2c, groupConversationId } from '@platform/contracts/im/ids';

const DIGITS = /^\d{1,19}$/;

/**
 * Conversation ids. Tencent's SDK names a one-to-one conversation after the peer ('C2C<peer>') and
 * a group one after the group ('GROUP<groupId>'); ours name a one-to-one conversation after both
 * people, sorted, so both sides hold the same id ('C2C_<a>_<b>', a < b), and a group 'GROUP_<id>'.
 */
export function c2cConversationId(userA: string, userB: string): string {
  // Our user ids are digits, ordered as numbers (the server's rule); other accounts as text.
  if (DIGITS.test(userA) && DIGITS.test(userB)) return platformC2c(userA, userB);
  return userA < userB ? `C2C_${userA}_${userB}` : `C2C_${userB}_${userA}`;
}

export { groupConversationId };

/** Ours from Tencent's ('C2Cu_b' seen by u_a -> 'C2C_u_a_u_b'); undefined for system conversations. */
export function fromTencentConversationId(tencentId: string, me: string): string | undefined {
  if (tencentId.startsWith('C2C') && tencentId.length > 3) return c2cConversationId(me, tencentId.slice(3));
  if (tencentId.startsWith('GROUP') && tencentId.length > 5) return groupConversationId(tencentId.slice(5));
  return undefined;
}

/** The other person of one of our C2C ids: the user ids may hold '_', so `me` decides the split. */
export function c2cPeer(conversationId: string, me: string): string | undefined {
  if (!conversationId.startsWith('C2C_')) return undefined;
  const pair = conversationId.slice(4);
  if (pair === `${me}_${me}`) return me;
  if (pair.startsWith(`${me}_`)) {
    const peer = pair.slice(me.length + 1);
    if (peer && c2cConversationId(me, peer) === conversationId) return peer;
  }
  if (pair.endsWith(`_${me}`)) {
    const peer = pair.slice(0, -(me.length + 1));
    if (peer && c2cConversationId(me, peer) === conversationId) return peer;
  }
  return undefined;
}

/** Tencent's from ours ('C2C_u_a_u_b' seen by u_a -> 'C2Cu_b'); undefined when not ours or not `me`'s. */
export function toTencentConversationId(conversationId: string, me: string): string | undefined {
  if (conversationId.startsWith('GROUP_') && conversationId.length > 6)
    return `GROUP${conversationId.slice(6)}`;
  const peer = c2cPeer(conversationId, me);
  return peer === undefined ? undefined : `C2C${peer}`;
}
