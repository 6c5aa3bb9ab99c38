import type { CardBasic } from '@platform/contracts/vcard';

/** A card header as the server sends it (contacts masked for other viewers). */
export const cardOf = (id: string, over: Partial<CardBasic> = {}): CardBasic => ({
  id,
  type: 2,
  userId: `u-${id}`,
  userName: `张三${id}`,
  nickName: '',
  avatar: '',
  userCenterAvatar: '',
  orgId: '1',
  orgName: '杭州云栖智造科技有限公司',
  post: '销售总监',
  dept: '市场部',
  phone: '138****5678',
  email: '********@example.com',
  address: '***********',
  encrypt: true,
  ifOpened: true,
  isDeleted: false,
  isDefault: false,
  companyId: null,
  syncTime: '2026-11-01 00:00:00',
  ...over,
});

export const relationOf = (over: Partial<Record<string, unknown>> = {}) => ({
  isOwner: false,
  isAttention: false,
  isFriend: false,
  isColleague: false,
  isInFolder: false,
  friendRemark: '',
  ...over,
});

export const ok = (data: unknown) => ({ body: { code: 666666, msg: '', data } });
export const fail = (msg: string) => ({ body: { code: 500001, msg, data: null } });
export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
