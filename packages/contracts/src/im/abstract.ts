/** Characters of a conversation's last-message line. */
export const ABSTRACT_CHARS = 100;

/** The bracketed kinds of the line, by kind; clients name them in the reader's language. */
export const ABSTRACT_KINDS = {
  face: '[表情]',
  image: '[图片]',
  video: '[视频]',
  audio: '[语音]',
  file: '[文件]',
  merged: '[聊天记录]',
  card: '[名片]',
  groupTip: '[群提示]',
  friendVerify: '[好友验证]',
  workReminder: '[工作提醒]',
  custom: '[自定义消息]',
} as const;
export type AbstractKind = keyof typeof ABSTRACT_KINDS;
const K = ABSTRACT_KINDS;

/**
 * The conversation list's last-message line, the same on the server (stored with the
 * conversation) and in clients (for live messages): the text, or a bracketed kind for media,
 * cards, records and tips (clients may localise those). Zod-free.
 */
export function abstractOf(type: string, payload: Record<string, unknown>): string {
  const cut = (s: string) => [...s].slice(0, ABSTRACT_CHARS).join('');
  switch (type) {
    case 'text':
      return cut(String(payload.text ?? ''));
    case 'face':
      return K.face;
    case 'image':
      return K.image;
    case 'video':
      return K.video;
    case 'audio':
      return K.audio;
    case 'file':
      return cut(`${K.file} ${String(payload.name ?? '')}`);
    case 'merged':
      return cut(`${K.merged} ${String(payload.title ?? '')}`);
    default:
      if (payload.kind === 'card') return K.card;
      if (payload.kind === 'groupTip') return K.groupTip;
      if (payload.kind === 'friendVerify') return K.friendVerify;
      if (payload.kind === 'workReminder') return K.workReminder;
      return cut(String(payload.description ?? K.custom));
  }
}
