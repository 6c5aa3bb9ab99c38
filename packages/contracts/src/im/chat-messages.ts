import type { MessageTable } from '../messageTable';

/** Chat and group copy of the im module's own rules (not spec texts unless marked). */
export const CHAT_MESSAGES = {
  conversationMissing: { zh: '会话不存在', en: 'No such conversation' },
  groupMissing: { zh: '群聊不存在', en: 'No such group' },
  /** Spec 1 §8 shows 10004 with the not-a-member text. */
  groupGone: { zh: '您或对方已不是群成员，请刷新页面。', en: 'This group has been dissolved.' },
  notGroupOwner: { zh: '只有群主可以进行此操作', en: 'Only the group owner can do this' },
  orgGroupFixed: {
    zh: '组织群随组织成员同步，不能解散、退出或移除成员',
    en: 'An organisation group follows its members; it cannot be dissolved, left or edited by hand',
  },
  notFriendOrColleague: {
    zh: '只能邀请好友或同事加入群聊',
    en: 'Only friends and colleagues can be added to a group',
  },
  groupFull: { zh: '群成员已达上限', en: 'The group is full' },
  cannotJoinGroup: { zh: '无法加入该群聊', en: 'You cannot join this group' },
  badPayload: { zh: '消息内容格式不正确', en: 'The message content is invalid' },
  selfChat: { zh: '不能给自己发消息', en: 'You cannot message yourself' },
  systemSender: { zh: '系统通知无需回复', en: 'System notices take no replies' },
  forwardMessageMissing: {
    zh: '转发失败，消息不存在或您无权查看',
    en: 'Forwarding failed: a message does not exist or you cannot read it',
  },
  friendVerifyReserved: {
    zh: '好友验证消息只能通过添加好友发送',
    en: 'A friend verification message is sent only by adding a friend',
  },
} as const satisfies MessageTable;
