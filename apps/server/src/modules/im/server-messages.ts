import type { FastifyInstance } from 'fastify';
import { abstractOf } from './payloads';
import { chatHubOf, publish } from './hub';
import { c2cConversationId } from './ids';
import {
  activeMembers,
  ensureC2C,
  findByClientId,
  isUniqueViolation,
  storeMessage,
  toChatMessage,
  type Conn,
} from './message-repo';

/** Whether the server has stored the sender's message of this client id already. */
export const serverMessageSent = async (store: Conn, senderId: string, clientMsgId: string) =>
  (await findByClientId(store, senderId, clientMsgId)) !== undefined;

export interface ServerMessage {
  senderId: string;
  recipientId: string;
  /** Once per id and sender: a second call with the same id stores nothing. */
  clientMsgId: string;
  /** A custom payload of a server-only kind (SERVER_ONLY_KINDS). */
  payload: Record<string, unknown>;
}

/**
 * Stores a custom message the server writes in a C2C conversation (the friend-verify message, a
 * work reminder), creating the conversation when missing, then publishes it to the connected
 * participants. At most once per client id: answers whether this call stored it.
 */
export async function sendServerMessage(app: FastifyInstance, m: ServerMessage): Promise<boolean> {
  const { store } = app.ctx;
  if (await findByClientId(store, m.senderId, m.clientMsgId)) return false;
  const conversationId = c2cConversationId(m.senderId, m.recipientId);
  let row;
  try {
    row = await store.transaction(async (tx) => {
      await ensureC2C(tx, conversationId, [m.senderId, m.recipientId]);
      return storeMessage(tx, {
        conversationId,
        senderId: m.senderId,
        clientMsgId: m.clientMsgId,
        type: 'custom',
        payload: m.payload,
        abstract: abstractOf('custom', m.payload),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false; // the same message stored twice at once
    throw err;
  }
  const recipients = await activeMembers(store, conversationId);
  await publish(chatHubOf(app), { message: { frame: toChatMessage(row), recipients } }, app.log);
  return true;
}
