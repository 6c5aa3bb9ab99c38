import type {
  TencentEvent,
  TencentMessage,
  TencentMessageOptions,
  TencentSdk,
  TencentSdkFactory,
} from '../tencent/sdk';

/**
 * A recorded fake of Tencent's web SDK for tests: the EVENT and TYPES values of
 * @tencentcloud/chat 3.6.6 (read from its build), and answers in its documented shapes
 * ({ code: 0, data: ... }, errors as { code, message }). Only what the adapter uses.
 */
export const RECORDED_EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  NET_STATE_CHANGE: 'netStateChange',
  KICKED_OUT: 'kickedOut',
} as const;

export const RECORDED_TYPES = {
  CONV_C2C: 'C2C',
  CONV_GROUP: 'GROUP',
  MSG_TEXT: 'TIMTextElem',
  MSG_FACE: 'TIMFaceElem',
  MSG_IMAGE: 'TIMImageElem',
  MSG_AUDIO: 'TIMSoundElem',
  MSG_VIDEO: 'TIMVideoFileElem',
  MSG_FILE: 'TIMFileElem',
  MSG_CUSTOM: 'TIMCustomElem',
  MSG_MERGER: 'TIMRelayElem',
  MSG_GRP_TIP: 'TIMGroupTipElem',
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
  KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
  KICKED_OUT_MULT_ACCOUNT: 'multipleAccount',
} as const;

/** A message in the SDK's shape. */
export function recordedMessage(
  fields: Partial<TencentMessage> & Pick<TencentMessage, 'ID'>,
): TencentMessage {
  return {
    type: RECORDED_TYPES.MSG_TEXT,
    payload: { text: 'hi' },
    conversationID: 'C2Cu_b',
    conversationType: 'C2C',
    to: 'u_a',
    from: 'u_b',
    flow: 'in',
    time: 1_700_000_000,
    sequence: 1,
    status: 'success',
    cloudCustomData: '',
    isRevoked: false,
    isDeleted: false,
    ...fields,
  };
}

export interface FakeSdk extends TencentSdk {
  calls: { method: string; args: unknown[] }[];
  /** Conversation id -> messages, oldest first (the cloud's history). */
  history: Map<string, TencentMessage[]>;
  /** Fires an SDK event to the adapter's listeners. */
  fire(name: string, data?: unknown): void;
  /** The next sendMessage/login/... rejects with this ({ code, message }, as the SDK does). */
  failNext: Map<string, unknown>;
  ready: boolean;
  /** Send SDK_READY on login (the SDK does so asynchronously). */
  autoReady: boolean;
}

export function createFakeSdk(): { factory: TencentSdkFactory; sdk: FakeSdk; created: number[] } {
  const handlers = new Map<string, Set<(e: TencentEvent<never>) => void>>();
  let serverSeq = 100;
  let localId = 0;
  const calls: FakeSdk['calls'] = [];
  const failNext = new Map<string, unknown>();
  const record = (method: string, ...args: unknown[]) => {
    calls.push({ method, args });
    const failure = failNext.get(method);
    if (failure !== undefined) {
      failNext.delete(method);
      return failure;
    }
    return undefined;
  };
  const creator =
    (type: string) =>
    (options: TencentMessageOptions): TencentMessage => {
      record(`create:${type}`, options);
      const c2c = options.conversationType === 'C2C';
      return recordedMessage({
        ID: `local-${++localId}`,
        type,
        payload: options.payload,
        conversationID: `${c2c ? 'C2C' : 'GROUP'}${options.to}`,
        conversationType: options.conversationType,
        to: options.to,
        from: 'u_a',
        flow: 'out',
        status: 'unSend',
        sequence: 0,
        cloudCustomData: options.cloudCustomData ?? '',
      });
    };
  const sdk: FakeSdk = {
    calls,
    history: new Map(),
    failNext,
    ready: false,
    autoReady: true,
    fire(name, data) {
      for (const h of handlers.get(name) ?? []) h({ name, data } as TencentEvent<never>);
    },
    on(name, handler) {
      if (!handlers.has(name)) handlers.set(name, new Set());
      handlers.get(name)!.add(handler);
    },
    off(name, handler) {
      handlers.get(name)?.delete(handler);
    },
    setLogLevel: (level) => void record('setLogLevel', level),
    registerPlugin: (plugins) => void record('registerPlugin', plugins),
    isReady: () => sdk.ready,
    async login(options) {
      const failure = record('login', options);
      if (failure) throw failure;
      if (sdk.autoReady)
        setTimeout(() => {
          sdk.ready = true;
          sdk.fire(RECORDED_EVENT.SDK_READY);
        }, 0);
      return { code: 0, data: { repeatLogin: false } };
    },
    async logout() {
      record('logout');
      sdk.ready = false;
      sdk.fire(RECORDED_EVENT.SDK_NOT_READY);
    },
    async destroy() {
      record('destroy');
    },
    createTextMessage: creator(RECORDED_TYPES.MSG_TEXT),
    createFaceMessage: creator(RECORDED_TYPES.MSG_FACE),
    createImageMessage: creator(RECORDED_TYPES.MSG_IMAGE),
    createAudioMessage: creator(RECORDED_TYPES.MSG_AUDIO),
    createVideoMessage: creator(RECORDED_TYPES.MSG_VIDEO),
    createFileMessage: creator(RECORDED_TYPES.MSG_FILE),
    createCustomMessage: creator(RECORDED_TYPES.MSG_CUSTOM),
    createMergerMessage: creator(RECORDED_TYPES.MSG_MERGER),
    async sendMessage(message) {
      const failure = record('sendMessage', message);
      if (failure) {
        message.status = 'fail';
        throw failure;
      }
      message.status = 'success';
      message.sequence = ++serverSeq;
      message.time = 1_700_000_100 + serverSeq;
      return { code: 0, data: { message: { ...message, ID: `srv-${message.sequence}` } } };
    },
    async resendMessage(message) {
      const failure = record('resendMessage', message);
      if (failure) throw failure;
      message.status = 'success';
      message.sequence = ++serverSeq;
      message.time = 1_700_000_100 + serverSeq;
      return { code: 0, data: { message: { ...message, ID: `srv-${message.sequence}` } } };
    },
    /** 15 a call, newest first pages; nextReqMessageID is the oldest returned message's ID. */
    async getMessageList(options) {
      const failure = record('getMessageList', options);
      if (failure) throw failure;
      const all = sdk.history.get(options.conversationID) ?? [];
      let end = all.length;
      if (options.nextReqMessageID) end = all.findIndex((m) => m.ID === options.nextReqMessageID);
      if (end < 0) end = 0;
      const start = Math.max(0, end - 15);
      const messageList = all.slice(start, end);
      return {
        code: 0,
        data: { messageList, nextReqMessageID: messageList[0]?.ID ?? '', isCompleted: start === 0 },
      };
    },
    async setMessageRead(options) {
      record('setMessageRead', options);
      return { code: 0, data: {} };
    },
  };
  const created: number[] = [];
  const factory: TencentSdkFactory = {
    create(options) {
      created.push(options.SDKAppID);
      return sdk;
    },
    EVENT: RECORDED_EVENT,
    TYPES: RECORDED_TYPES,
  };
  return { factory, sdk, created };
}
