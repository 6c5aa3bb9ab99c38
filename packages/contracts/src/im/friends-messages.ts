import type { MessageTable } from '../messageTable';

/** Friends, applications and colleagues copy (docs/im.md People). */
export const IM_FRIENDS_MESSAGES = {
  applyNotFound: { zh: '好友申请不存在', en: 'This friend request does not exist' },
  applyRefused: { zh: '该好友申请已被拒绝', en: 'This friend request was declined' },
  applyExpired: { zh: '该好友申请已过期', en: 'This friend request has expired' },
  notFriendYet: { zh: '对方不是您的好友', en: 'This person is not your friend' },
  notOrgMember: { zh: '您不是该组织的成员', en: 'You are not a member of this organisation' },
  notYourApplyRecord: { zh: '无权删除该申请记录', en: 'You may not delete this request record' },
  notYourself: { zh: '只能查询自己的好友关系', en: 'You can only check your own relationships' },
  cardUnavailable: { zh: '该名片已删除或已设为私密', en: 'This card was deleted or made private' },
} as const satisfies MessageTable;
