import type { ChatMessage, ChatTarget, MessageType } from '@platform/contracts/im';

/**
 * One interface for every chat transport the portal and widgets use: our own WebSocket service
 * (the default, ws-client.ts) and Tencent Cloud Chat (tencent/, when the customer configures it).
 * UI code depends on this interface only.
 */
export type ChatState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface OutgoingMessage {
  to: ChatTarget;
  type: MessageType;
  payload: Record<string, unknown>;
  /** Generated when absent; a resend of the same message must reuse it. */
  clientMsgId?: string;
}

/** A message the client holds that the server has not acknowledged yet. */
export interface PendingMessage extends OutgoingMessage {
  clientMsgId: string;
  status: 'sending' | 'failed';
  error?: { code: number; msg: string };
  createdAt: number;
}

export interface HistoryPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** False when nothing older is left ('No more history messages'). */
  more: boolean;
}

export interface ChatEvents {
  state: ChatState;
  /** A stored message (someone else's, or one of ours from another tab or device). */
  message: ChatMessage;
  /** One of ours was stored: replaces the pending one with the same clientMsgId. */
  ack: ChatMessage;
  /** One of ours was refused; it stays in the outbox as failed (retry or discard). */
  failed: PendingMessage;
  read: { conversationId: string; userId: string; seq: number };
  typing: { conversationId: string; userId: string };
  conversation: { conversationId: string; change: 'joined' | 'left' | 'dissolved' | 'updated' };
  /** The session ended elsewhere (logout in another tab, revoked): do not reconnect. */
  revoked: void;
  error: { code: number; msg: string };
}

export interface ChatClient {
  readonly kind: 'platform' | 'tencent';
  readonly state: ChatState;
  /** Resolves once the transport is ready (authenticated). */
  connect(): Promise<void>;
  /** Chat logout: closes the transport and forgets the outbox. */
  disconnect(): Promise<void>;
  /** Resolves with the stored message on ack; rejects with {code,msg} on refusal. Queued while offline. */
  send(message: OutgoingMessage): Promise<ChatMessage>;
  /** Re-sends a failed message with its original clientMsgId. */
  retry(clientMsgId: string): Promise<ChatMessage>;
  discard(clientMsgId: string): void;
  pending(conversationId?: string): PendingMessage[];
  /** A page of IM_LIMITS.historyPage messages older than `beforeSeq` (newest page when absent). */
  history(conversationId: string, beforeSeq?: number): Promise<HistoryPage>;
  markRead(conversationId: string, seq: number): void;
  typing(conversationId: string): void;
  /** Conversations whose messages the client should keep caught up after a reconnect. */
  watch(conversationId: string, lastSeq: number): void;
  on<K extends keyof ChatEvents>(event: K, listener: (value: ChatEvents[K]) => void): () => void;
}
