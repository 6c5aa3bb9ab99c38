import type { Endpoint, payApi } from '@platform/contracts';
import type { EndpointRef } from '../../app/api/endpoints';

const ref = <E extends Endpoint>(method: E['method'], path: string): EndpointRef<E> => ({ method, path });
const P = '/api/platform-pay';

/** Method and path of the payment calls, typed by the contract (payEndpoints.test.ts checks them). */
export const PAY_ENDPOINTS = {
  mealShow: ref<typeof payApi.mealShow>('GET', `${P}/set-meal/mealShow`),
  memberInfo: ref<typeof payApi.memberInfo>('GET', `${P}/member/member-info`),
  existOrder: ref<typeof payApi.existOrder>('GET', `${P}/tenant-buy-record/existOrder`),
  createOrder: ref<typeof payApi.createOrder>('POST', `${P}/tenant-buy-record/createOrder`),
  orderPage: ref<typeof payApi.orderPage>('GET', `${P}/tenant-buy-record/page`),
  orderDetail: ref<typeof payApi.orderDetail>('GET', `${P}/tenant-buy-record/detail`),
  wxNativePay: ref<typeof payApi.wxNativePay>('POST', `${P}/wxPay/nativePay`),
  wxOrderQuery: ref<typeof payApi.wxOrderQuery>('GET', `${P}/wxPay/orderQuery`),
  aliPreCreate: ref<typeof payApi.aliPreCreate>('POST', `${P}/aliPay/tradePreCreatePay`),
  aliTradeQuery: ref<typeof payApi.aliTradeQuery>('GET', `${P}/aliPay/tradeQuery`),
  paySettings: ref<typeof payApi.paySettings>('GET', `${P}/pay/settings`),
  trialInfo: ref<typeof payApi.trialInfo>('GET', `${P}/trial/info`),
  trialActive: ref<typeof payApi.trialActive>('POST', `${P}/trial/active`),
  scanActive: ref<typeof payApi.scanActive>('POST', `${P}/equityAccountCodeManagement/scanActive`),
  codeProducts: ref<typeof payApi.codeProducts>('GET', `${P}/equityAccountCodeManagement/products`),
  codeCreateBatch: ref<typeof payApi.codeCreateBatch>('POST', `${P}/equityAccountCodeManagement/createBatch`),
  codePage: ref<typeof payApi.codePage>('GET', `${P}/equityAccountCodeManagement/page`),
  tenantAdmin: ref<typeof payApi.tenantAdmin>('POST', '/api/platform-system/user/getUserAdminByTenantId'),
};
