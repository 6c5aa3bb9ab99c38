import type { ChatMessage, ChatTarget, MessageType, ServerFrame, SyncedFrame } from '@platform/contracts/im';

/**
 * The seams between the chat rules (modules/im: storage, friends and group checks) and the
 * real-time transport (modules/im/realtime: sockets and fan-out). The transport knows nothing of
 * the rules; the rules know nothing of sockets.
 */

/** The caller of a socket, from its access token. */
export interface ChatCaller {
  userId: string;
  tenantId: string;
  /** The login session, re-checked while the socket lives. */
  sessionId: string;
}

/** A refused chat operation: `code` is an IM_CODE, `msg` the caller's language. Nothing was stored. */
export class ChatRefusal extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SendInput {
  clientMsgId: string;
  to: ChatTarget;
  type: MessageType;
  payload: Record<string, unknown>;
}

/** Users who receive the same message frame (readers may see a message differently: cards are masked per reader). */
export interface Delivery {
  userIds: string[];
  message: ChatMessage;
}

export interface SendResult {
  /** The message as the sender reads it (the ack). */
  message: ChatMessage;
  /** Every user who should receive the message frame, the sender included (their other devices). */
  deliveries: Delivery[];
  /** True when the clientMsgId was already stored: the stored message is answered, nothing new. */
  duplicate: boolean;
}

/** Implemented by modules/im (the rules and the store); used by the socket. */
export interface ChatService {
  /** Stores the message (or finds the stored duplicate); throws ChatRefusal when refused. */
  send(caller: ChatCaller, input: SendInput, locale: 'zh' | 'en'): Promise<SendResult>;
  /** Messages after each cursor in conversations the caller belongs to; others are left out. */
  after(caller: ChatCaller, cursors: Record<string, number>): Promise<SyncedFrame['conversations']>;
  /** Moves the caller's read position; answers whom to tell (the caller's devices, the C2C peer). */
  markRead(caller: ChatCaller, conversationId: string, seq: number): Promise<{ recipients: string[] }>;
  /** Members to show a typing notice to (empty when the caller is not a member). */
  typingRecipients(caller: ChatCaller, conversationId: string): Promise<string[]>;
}

/**
 * Fan-out of server frames to users' sockets, on this instance (in-process) or on every instance
 * (Redis pub/sub when REDIS_URL is set). Publishing happens only after the data is stored.
 */
export interface ChatHub {
  publish(userIds: readonly string[], frame: ServerFrame): Promise<void>;
  /** Ends every socket of these sessions (logout, revocation), on every instance. */
  revokeSessions(sessionIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}
