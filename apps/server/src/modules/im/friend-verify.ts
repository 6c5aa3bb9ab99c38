import type { FastifyInstance } from 'fastify';
import { IM_LIMITS } from '@platform/contracts';
import { sensitiveWordIn } from './relations';
import { sendServerMessage } from './server-messages';

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
  const wording = [...accepted.wording].slice(0, IM_LIMITS.wording).join('');
  const description = wording && !(await sensitiveWordIn(store.db, wording)) ? wording : '';
  return sendServerMessage(app, {
    senderId: accepted.responderId,
    recipientId: accepted.applicantId,
    clientMsgId: `friend-verify-${accepted.applicationId}`,
    payload: { kind: 'friendVerify', description },
  });
}
