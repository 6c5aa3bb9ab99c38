import type { ChatMessage, MessageType } from '@platform/contracts/im';
import { fromTencentConversationId } from './conversation';

/**
 * The part of Tencent's web SDK (@tencentcloud/chat 3.x, the same API as tim-js-sdk 2.x) the
 * adapter uses. The real SDK is loaded with a dynamic import; tests pass a recorded fake.
 */
export interface TencentMessage {
  ID: string;
  type: string;
  payload: Record<string, unknown>;
  conversationID: string;
  conversationType: string;
  to: string;
  from: string;
  flow?: string;
  /** Seconds. */
  time: number;
  /** Server sequence: per group in groups, per sender in C2C. */
  sequence: number;
  status?: string;
  cloudCustomData?: string;
  isRevoked?: boolean;
  isDeleted?: boolean;
}

export interface TencentMessageOptions {
  to: string;
  conversationType: string;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
  onProgress?: (percent: number) => void;
}

export interface TencentResponse<T> {
  code: number;
  data: T;
}

export interface TencentEvent<T = unknown> {
  name: string;
  data: T;
}

export interface TencentSdk {
  login(options: { userID: string; userSig: string }): Promise<TencentResponse<{ repeatLogin?: boolean }>>;
  logout(): Promise<unknown>;
  destroy?(): Promise<unknown>;
  isReady?(): boolean;
  setLogLevel?(level: number): void;
  registerPlugin?(plugins: Record<string, unknown>): void;
  on(eventName: string, handler: (event: TencentEvent<never>) => void): void;
  off(eventName: string, handler: (event: TencentEvent<never>) => void): void;
  createTextMessage(options: TencentMessageOptions): TencentMessage;
  createFaceMessage(options: TencentMessageOptions): TencentMessage;
  createImageMessage(options: TencentMessageOptions): TencentMessage;
  createAudioMessage(options: TencentMessageOptions): TencentMessage;
  createVideoMessage(options: TencentMessageOptions): TencentMessage;
  createFileMessage(options: TencentMessageOptions): TencentMessage;
  createCustomMessage(options: TencentMessageOptions): TencentMessage;
  createMergerMessage(options: TencentMessageOptions): TencentMessage;
  sendMessage(message: TencentMessage): Promise<TencentResponse<{ message: TencentMessage }>>;
  resendMessage?(message: TencentMessage): Promise<TencentResponse<{ message: TencentMessage }>>;
  getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
  }): Promise<
    TencentResponse<{ messageList: TencentMessage[]; nextReqMessageID: string; isCompleted: boolean }>
  >;
  setMessageRead(options: { conversationID: string }): Promise<unknown>;
}

/** `TencentCloudChat` (the default export): create() and the EVENT and TYPES constants. */
export interface TencentSdkFactory {
  create(options: { SDKAppID: number }): TencentSdk;
  EVENT: {
    SDK_READY: string;
    SDK_NOT_READY: string;
    MESSAGE_RECEIVED: string;
    NET_STATE_CHANGE: string;
    KICKED_OUT: string;
  };
  TYPES: {
    CONV_C2C: string;
    CONV_GROUP: string;
    MSG_TEXT: string;
    MSG_FACE: string;
    MSG_IMAGE: string;
    MSG_AUDIO: string;
    MSG_VIDEO: string;
    MSG_FILE: string;
    MSG_CUSTOM: string;
    MSG_MERGER: string;
    MSG_GRP_TIP: string;
    NET_STATE_CONNECTED: string;
    NET_STATE_CONNECTING: string;
    NET_STATE_DISCONNECTED: string;
    KICKED_OUT_USERSIG_EXPIRED: string;
  };
}

/** What the adapter keeps in cloudCustomData: the client id of an idempotent resend. */
export function readClientMsgId(cloudCustomData: string | undefined): string | undefined {
  if (!cloudCustomData) return undefined;
  try {
    const data = JSON.parse(cloudCustomData) as { clientMsgId?: unknown };
    return typeof data.clientMsgId === 'string' ? data.clientMsgId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An ordering key for our `seq`: a group's server sequence (consecutive per group); in C2C, where
 * Tencent's sequence is per sender, the time in seconds times 10^6 plus the sequence's low digits.
 */
export function messageSeq(m: Pick<TencentMessage, 'conversationType' | 'sequence' | 'time'>): number {
  const sequence = Number.isFinite(m.sequence) ? Math.max(0, Math.floor(m.sequence)) : 0;
  if (m.conversationType === 'GROUP' && sequence > 0) return sequence;
  return Math.max(1, Math.floor(m.time) * 1_000_000 + (sequence % 1_000_000));
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type ImageInfo = { type?: number; url?: string; width?: number; height?: number; size?: number };

/** The SDK's element payload as ours, per type. Undefined for a type the chat does not show. */
export function payloadFromTencent(
  m: Pick<TencentMessage, 'type' | 'payload'>,
  types: TencentSdkFactory['TYPES'],
): { type: MessageType; payload: Record<string, unknown> } | undefined {
  const p = m.payload ?? {};
  switch (m.type) {
    case types.MSG_TEXT:
      return { type: 'text', payload: { text: p.text } };
    case types.MSG_FACE:
      return { type: 'face', payload: { index: p.index, data: p.data } };
    case types.MSG_IMAGE: {
      // imageInfoArray: type 0 original, 1 thumbnail (198 px), 2 large (720 px).
      const infos = (p.imageInfoArray as ImageInfo[] | undefined) ?? [];
      const original = infos.find((i) => i.type === 0) ?? infos[0];
      const thumb = infos.find((i) => i.type === 1) ?? original;
      return {
        type: 'image',
        payload: {
          url: original?.url,
          thumbUrl: thumb?.url,
          width: original?.width,
          height: original?.height,
          size: original?.size,
        },
      };
    }
    case types.MSG_AUDIO:
      return { type: 'audio', payload: { url: p.url, duration: p.second, size: p.size } };
    case types.MSG_VIDEO:
      return {
        type: 'video',
        payload: {
          url: p.videoUrl,
          thumbUrl: p.thumbUrl,
          duration: p.videoSecond,
          size: p.videoSize,
          width: p.thumbWidth,
          height: p.thumbHeight,
        },
      };
    case types.MSG_FILE:
      return { type: 'file', payload: { url: p.fileUrl, name: p.fileName, size: p.fileSize } };
    case types.MSG_CUSTOM: {
      const data = parseJson(p.data);
      return {
        type: 'custom',
        payload:
          data && typeof data === 'object' && !Array.isArray(data)
            ? { ...(data as Record<string, unknown>) }
            : { data, description: p.description, extension: p.extension },
      };
    }
    case types.MSG_MERGER:
      return {
        type: 'merged',
        payload: {
          title: p.title,
          abstractList: p.abstractList,
          compatibleText: p.compatibleText,
          messageList: p.messageList,
          downloadKey: p.downloadKey,
        },
      };
    case types.MSG_GRP_TIP:
      // Group tips: the operation codes of GROUP_TIP follow Tencent's operationType.
      return {
        type: 'custom',
        payload: {
          kind: 'groupTip',
          operationType: p.operationType,
          operatorID: p.operatorID,
          userIDList: p.userIDList,
          newGroupProfile: p.newGroupProfile,
        },
      };
    default:
      return undefined;
  }
}

/** A Tencent message in our ChatMessage shape; undefined for system conversations and unknown types. */
export function chatMessageFromTencent(
  m: TencentMessage,
  me: string,
  types: TencentSdkFactory['TYPES'],
): ChatMessage | undefined {
  const conversationId = fromTencentConversationId(m.conversationID, me);
  const content = payloadFromTencent(m, types);
  if (!conversationId || !content) return undefined;
  return {
    id: m.ID,
    conversationId,
    conversationType: m.conversationType === types.CONV_GROUP ? 'GROUP' : 'C2C',
    seq: messageSeq(m),
    senderId: m.from,
    clientMsgId: readClientMsgId(m.cloudCustomData) ?? m.ID,
    type: content.type,
    payload: content.payload,
    time: new Date(m.time * 1000).toISOString(),
  };
}
