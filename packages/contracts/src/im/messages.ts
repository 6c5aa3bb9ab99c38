import type { MessageTable } from '../messageTable';
import { CHAT_MESSAGES } from './chat-messages';

/** Chat, friends and groups copy (spec 1 §5, §8); userNotFound, applySent, applyFailed and chooseCard are shared with cards (vcard/messages). */
export const IM_MESSAGES = {
  ...CHAT_MESSAGES,
  notFriend: {
    zh: '您和对方不是好友，不能发消息。请添加好友，对方验证通过后，才能聊天。',
    en: 'You are not friends, so you cannot send messages. Add them as a friend; you can chat once they accept.',
  },
  notGroupMember: {
    zh: '您或对方已不是群成员，请刷新页面。',
    en: 'You or they are no longer in this group. Please refresh.',
  },
  userMissing: {
    zh: '消息发送方或接收方不存在，请检查用户是否存在。',
    en: 'The sender or recipient does not exist. Please check the user.',
  },
  noMoreHistory: { zh: 'No more history messages', en: 'No more history messages' },
  forwardLimit: { zh: '转发消息仅支持30条以内', en: 'You can forward at most 30 messages' },
  sensitiveWord: { zh: '消息包含敏感词，发送失败', en: 'The message contains a blocked word' },
  messageTooLarge: { zh: '消息内容过长', en: 'The message is too long' },
  networkTimeout: { zh: '网络请求超时，请重试！', en: 'The request timed out. Please try again.' },
} as const satisfies MessageTable;
