/** Characters of a conversation's last-message line. */
export const ABSTRACT_CHARS = 100;

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
      return '[表情]';
    case 'image':
      return '[图片]';
    case 'video':
      return '[视频]';
    case 'audio':
      return '[语音]';
    case 'file':
      return cut(`[文件] ${String(payload.name ?? '')}`);
    case 'merged':
      return cut(`[聊天记录] ${String(payload.title ?? '')}`);
    default:
      if (payload.kind === 'card') return '[名片]';
      if (payload.kind === 'groupTip') return '[群提示]';
      if (payload.kind === 'friendVerify') return '[好友验证]';
      if (payload.kind === 'workReminder') return '[工作提醒]';
      return cut(String(payload.description ?? '[自定义消息]'));
  }
}
