import type { MessageTable } from '../messageTable';

/** Business card messages (spec 2 §5, §8; spec 1 §5, §8). */
export const VCARD_MESSAGES = {
  cardNotFound: { zh: '名片不存在', en: 'No such card' },
  notYourCard: { zh: '无权操作该名片', en: 'This card is not yours' },
  cardPrivate: { zh: '该名片已设为私密', en: 'This card is private' },
  cardDeleted: { zh: '该名片已删除', en: 'This card has been deleted' },
  forwardDeleted: { zh: '转发失败，对方已删除此名片', en: 'Forward failed: the owner deleted this card' },
  forwardPrivate: {
    zh: '转发失败，对方已将此名片设为私密',
    en: 'Forward failed: the owner made this card private',
  },
  savedToFolder: { zh: '已保存至名片夹', en: 'Saved to the card folder' },
  ownCardToFolder: { zh: '不能保存自己的名片', en: 'You cannot save your own card' },
  cardLimit: { zh: '名片数量已达上限', en: 'You have the maximum number of cards' },
  linkedCompanyNotFound: { zh: '关联企业不存在', en: 'The linked company does not exist' },
  moduleInvalid: { zh: '名片模块内容不正确', en: 'A card module is invalid' },
  userNotFound: { zh: '没有找到该用户', en: 'No such user' },
  followSelf: { zh: '不能关注自己', en: 'You cannot follow yourself' },
  followed: { zh: '关注成功', en: 'Followed' },
  unfollowed: { zh: '取消关注成功', en: 'Unfollowed' },
  chooseCard: { zh: '至少选择一张名片', en: 'Choose at least one card' },
  applySent: { zh: '申请已发出', en: 'Request sent' },
  applyFailed: { zh: '申请失败', en: 'Request failed' },
  alreadyFriend: { zh: '你们已经是好友', en: 'You are already friends' },
} as const satisfies MessageTable;
