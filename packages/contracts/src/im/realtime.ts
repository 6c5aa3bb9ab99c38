import { z } from 'zod';
import { IM_LIMITS, MESSAGE_TYPES } from './constants';

/**
 * The chat transport's wire protocol (our own WebSocket service at IM_SOCKET_PATH). JSON text
 * frames, one object each, discriminated by `t`. The server is the source of truth: a message
 * exists once it is stored and has a per-conversation `seq`; `ack` is sent only after that.
 *
 * Connection: the first client frame must be `hello` with the access token (never in the URL, so
 * it is not logged). The server answers `ready` or closes with a CLOSE_CODES code. The server
 * re-checks the session and closes with CLOSE_CODES.revoked when it is revoked (logout anywhere).
 *
 * Catch-up: after every (re)connect the client sends `sync` with the last seq it holds for each
 * conversation it has open; the server answers `synced` with what came after (bounded), and the
 * client re-sends its unacknowledged outbox with the same clientMsgId (stored once).
 */
// Zod-free, in constants.ts (clients import them without zod); re-exported here.
export { CLOSE_CODES, IM_SOCKET_PATH } from './constants';

export const messageTypeSchema = z.enum(MESSAGE_TYPES);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** Who a message goes to: a person (C2C) or a group. */
export const chatTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('C2C'), userId: z.string().min(1).max(64) }),
  z.object({ type: z.literal('GROUP'), groupId: z.string().min(1).max(64) }),
]);
export type ChatTarget = z.infer<typeof chatTargetSchema>;

/** A stored message as every client sees it. `payload` is per type (see payloads.ts). */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  conversationType: z.enum(['C2C', 'GROUP']),
  seq: z.number().int().positive(),
  senderId: z.string(),
  clientMsgId: z.string(),
  type: messageTypeSchema,
  payload: z.record(z.string(), z.unknown()),
  /** ISO time the server stored it. */
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const clientMsgId = z.string().min(8).max(64);

export const clientFrameSchema = z.discriminatedUnion('t', [
  z.object({
    t: z.literal('hello'),
    token: z.string().min(1).max(4096),
    /** The language of refusals (nack msg); the handshake's Accept-Language when absent. */
    locale: z.enum(['zh', 'en']).optional(),
  }),
  z.object({
    t: z.literal('send'),
    clientMsgId,
    to: chatTargetSchema,
    type: messageTypeSchema,
    payload: z.record(z.string(), z.unknown()),
  }),
  z.object({
    t: z.literal('sync'),
    /** conversationId -> last seq held; at most IM_LIMITS.syncConversations entries. */
    cursors: z.record(z.string(), z.number().int().min(0)),
  }),
  z.object({
    t: z.literal('read'),
    conversationId: z.string().min(1).max(160),
    seq: z.number().int().min(0),
  }),
  z.object({ t: z.literal('typing'), conversationId: z.string().min(1).max(160) }),
  z.object({ t: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

export interface ReadyFrame {
  t: 'ready';
  userId: string;
  imAccount: string;
}
export interface AckFrame {
  t: 'ack';
  clientMsgId: string;
  message: ChatMessage;
}
/** A refused send: nothing was stored. `code` follows spec 1 §8 where it applies (20003, 10007...). */
export interface NackFrame {
  t: 'nack';
  clientMsgId: string;
  code: number;
  msg: string;
}
export interface MessageFrame {
  t: 'message';
  message: ChatMessage;
}
export interface SyncedFrame {
  t: 'synced';
  /** conversationId -> messages after the cursor, oldest first; `more` when capped. */
  conversations: Record<string, { messages: ChatMessage[]; more: boolean }>;
}
export interface ReadFrame {
  t: 'read';
  conversationId: string;
  userId: string;
  seq: number;
}
export interface TypingFrame {
  t: 'typing';
  conversationId: string;
  userId: string;
}
/** Membership or profile changed (group tips also arrive as messages). */
export interface ConversationFrame {
  t: 'conversation';
  conversationId: string;
  change: 'joined' | 'left' | 'dissolved' | 'updated';
}
export interface ErrorFrame {
  t: 'error';
  code: number;
  msg: string;
}
export interface PongFrame {
  t: 'pong';
}

export type ServerFrame =
  | ReadyFrame
  | AckFrame
  | NackFrame
  | MessageFrame
  | SyncedFrame
  | ReadFrame
  | TypingFrame
  | ConversationFrame
  | ErrorFrame
  | PongFrame;

export { IM_LIMITS };
