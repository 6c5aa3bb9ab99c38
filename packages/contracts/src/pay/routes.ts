import type { Route } from '../route';
import { SERVICE } from '../services';

const P = SERVICE.pay;
const CODES = `${P}/equityAccountCodeManagement`;

/** Pay service calls: meals, orders, payment, entitlements, trial, activation codes (spec 1 §7). */
export const payRoutes = {
  mealShow: { method: 'GET', path: `${P}/set-meal/mealShow`, auth: 'public' },
  memberInfo: { method: 'GET', path: `${P}/member/member-info`, auth: 'user' },
  isPVIP: { method: 'GET', path: `${P}/member/isPVIP`, auth: 'user' },
  /** Existing-order check: data 'false' when the tenant may order; otherwise a 91001 message. */
  existOrder: { method: 'GET', path: `${P}/tenant-buy-record/existOrder`, auth: 'user' },
  createOrder: { method: 'POST', path: `${P}/tenant-buy-record/createOrder`, auth: 'user' },
  orderPage: { method: 'GET', path: `${P}/tenant-buy-record/page`, auth: 'user' },
  orderDetail: { method: 'GET', path: `${P}/tenant-buy-record/detail`, auth: 'user' },
  wxNativePay: { method: 'POST', path: `${P}/wxPay/nativePay`, auth: 'user' },
  wxOrderQuery: { method: 'GET', path: `${P}/wxPay/orderQuery`, auth: 'user' },
  aliPreCreate: { method: 'POST', path: `${P}/aliPay/tradePreCreatePay`, auth: 'user' },
  aliTradeQuery: { method: 'GET', path: `${P}/aliPay/tradeQuery`, auth: 'user' },
  paySettings: { method: 'GET', path: `${P}/pay/settings`, auth: 'public' },
  isBuy: { method: 'POST', path: `${P}/pay/isBuy`, auth: 'user' },
  isBuy1: { method: 'POST', path: `${P}/pay/isBuy1`, auth: 'user' },
  isEnough: { method: 'GET', path: `${P}/pay/isEnough`, auth: 'user' },
  queryBuyRegions: { method: 'GET', path: `${P}/pay/queryBuyRegions`, auth: 'user' },
  queryBuyProductsV2: { method: 'GET', path: `${P}/pay/queryBuyProductsV2`, auth: 'user' },
  queryBuyProductsV3: { method: 'GET', path: `${P}/pay/queryBuyProductsV3`, auth: 'user' },
  msgAlert: { method: 'GET', path: `${P}/goodsusercodedetail/msgAlert`, auth: 'user' },
  trialInfo: { method: 'GET', path: `${P}/trial/info`, auth: 'user' },
  trialActive: { method: 'POST', path: `${P}/trial/active`, auth: 'user' },
  scanActive: { method: 'POST', path: `${CODES}/scanActive`, auth: 'user' },
  codeProducts: { method: 'GET', path: `${CODES}/products`, auth: 'user' },
  codeCreateBatch: { method: 'POST', path: `${CODES}/createBatch`, auth: 'user' },
  codePage: { method: 'GET', path: `${CODES}/page`, auth: 'user' },
  /** Link of the external customer-acquisition site (service 10000017). */
  serviceLink: { method: 'GET', path: `${P}/pay/serviceLink`, auth: 'user' },
  /** Route guard's business-type check: data is the string 'true' when bought (spec 1 §4). */
  permissionCheck: { method: 'GET', path: `${P}/permission/check`, auth: 'user' },
  purchasedServices: { method: 'GET', path: `${P}/permission/purchased-services`, auth: 'user' },
} as const satisfies Record<string, Route>;
