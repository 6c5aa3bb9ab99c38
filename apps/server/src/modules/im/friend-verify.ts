import type { FastifyInstance } from 'fastify';
import { IM_LIMITS } from '@platform/contracts';
import { abstractOf } from './payloads';
import { chatHubOf, publish } from './hub';
import { c2cConversationId } from './ids';
import { sensitiveWordIn } from './relations';
import {
  activeMembers,
  ensureC2C,
  findByClientId,
  isUniqueViolation,
  storeMessage,
  toChatMessage,
} from './message-repo';

export interface AcceptedApplication {
  applicationId: string;
  responderId: string;
  applicantId: string;
  /** The application's verification text (at most IM_LIMITS.wording characters, spec 1 §5). */
  wording: string;
}

/**
 * The friend-verify message of spec 1 §4: when a friend application is accepted, the responder
 * tells the applicant, now a friend, that they can chat, with the application's wording. Only
 * this writes the kind (a client sending it is refused), at most once per application (its
 * client id is the application's), so it is bounded by the friend-application rate limit.
 * Stored, then published; answers whether a message was stored.
 */
export async function sendFriendVerify(
  app: FastifyInstance,
  accepted: AcceptedApplication,
): Promise<boolean> {
  const { store } = app.ctx;
  const { responderId, applicantId } = accepted;
  const clientMsgId = `friend-verify-${accepted.applicationId}`;
  if (await findByClientId(store, responderId, clientMsgId)) return false;
  const wording = [...accepted.wording].slice(0, IM_LIMITS.wording).join('');
  const description = wording && !(await sensitiveWordIn(store.db, wording)) ? wording : '';
  const payload = { kind: 'friendVerify', description };
  const conversationId = c2cConversationId(responderId, applicantId);
  let row;
  try {
    row = await store.transaction(async (tx) => {
      await ensureC2C(tx, conversationId, [responderId, applicantId]);
      return storeMessage(tx, {
        conversationId,
        senderId: responderId,
        clientMsgId,
        type: 'custom',
        payload,
        abstract: abstractOf('custom', payload),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false; // the same accept twice at once
    throw err;
  }
  const recipients = await activeMembers(store, conversationId);
  await publish(chatHubOf(app), { message: { frame: toChatMessage(row), recipients } }, app.log);
  return true;
}
