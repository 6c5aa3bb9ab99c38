/** Spec 1 §9 and §5: polling, seats, activation codes, trial. No zod here: clients load it early. */
export const PAY_POLL_INTERVAL_MS = 3000;
export const PAY_POLL_LIMIT = 120;
export const UNPAID_ORDER_TTL_MS = 60 * 60 * 1000;
export const SEATS_MIN = 10;
export const SEATS_MAX = 100;
export const SEATS_DEFAULT = 10;
export const ACTIVATION_CODE_LENGTH = 9;
export const ACTIVATION_JOIN_MODE = 2;
export const TRIAL_DEFAULT_DAYS = 7;
export const RECLICK_LOCK_MS = 2000;

/** Goods durations are written as a number and a unit: 年 year, 月 month, 天 day. */
export const GOODS_TIME_UNITS = ['年', '月', '天'] as const;
export type GoodsTimeUnit = (typeof GOODS_TIME_UNITS)[number];
export const GOODS_TIME_PATTERN = /^(\d{1,3})(年|月|天)$/;

export const WechatTradeState = {
  NOTPAY: 'NOTPAY',
  SUCCESS: 'SUCCESS',
  CLOSED: 'CLOSED',
  PAYERROR: 'PAYERROR',
  REVOKED: 'REVOKED',
  USERPAYING: 'USERPAYING',
  REFUND: 'REFUND',
} as const;
export type WechatTradeStateValue = (typeof WechatTradeState)[keyof typeof WechatTradeState];
export const AlipayTradeStatus = {
  WAIT_BUYER_PAY: 'WAIT_BUYER_PAY',
  TRADE_SUCCESS: 'TRADE_SUCCESS',
  TRADE_FINISHED: 'TRADE_FINISHED',
  TRADE_CLOSED: 'TRADE_CLOSED',
} as const;
export type AlipayTradeStatusValue = (typeof AlipayTradeStatus)[keyof typeof AlipayTradeStatus];

export const OrderStatus = { UNPAID: 0, PAID: 1, CANCELLED: 2 } as const;
