import type { WidgetLocale } from '../define';

/** The widgets' own texts (the ui components bring theirs), zh and en. */
const COPY = {
  zh: {
    loading: '加载中…',
    notFound: '未找到该名片',
    privateCard: '该名片已设为私密',
    deletedCard: '该名片已删除',
    companyNotFound: '未找到该企业',
    failed: '加载失败，请稍后重试',
    follow: '关注',
    following: '已关注',
    save: '保存至名片夹',
    saved: '已保存至名片夹',
    addFriend: '加好友',
    applied: '申请已发出',
    message: '发消息',
    noCard: '请先创建名片再加好友',
    signInFailed: '未登录，操作已取消',
    missingId: '缺少 vcard-id 属性',
    missingCompany: '缺少 company-id 或 uscc 属性',
  },
  en: {
    loading: 'Loading…',
    notFound: 'This card does not exist',
    privateCard: 'This card is private',
    deletedCard: 'This card was deleted',
    companyNotFound: 'This company does not exist',
    failed: 'Could not load, please try again later',
    follow: 'Follow',
    following: 'Following',
    save: 'Save to card holder',
    saved: 'Saved to your card holder',
    addFriend: 'Add friend',
    applied: 'Request sent',
    message: 'Message',
    noCard: 'Create a card of your own first',
    signInFailed: 'Not signed in: cancelled',
    missingId: 'The vcard-id attribute is missing',
    missingCompany: 'The company-id or uscc attribute is missing',
  },
} as const;

export type WidgetCopy = Record<keyof (typeof COPY)['zh'], string>;
export const copyOf = (locale: WidgetLocale): WidgetCopy => COPY[locale];
