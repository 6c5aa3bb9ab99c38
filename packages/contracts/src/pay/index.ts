import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { payRoutes as routes } from './routes';
import * as s from './schemas';

export * from './constants';
export * from './routes';
export * from './schemas';
export * from './messages';

export const payApi = {
  mealShow: endpoint({ ...routes.mealShow, input: noInput, output: z.array(s.mealSchema) }),
  memberInfo: endpoint({ ...routes.memberInfo, input: s.memberInfoInput, output: s.memberInfoSchema }),
  isPVIP: endpoint({ ...routes.isPVIP, input: noInput, output: z.boolean() }),
  existOrder: endpoint({ ...routes.existOrder, input: s.existOrderInput, output: z.literal('false') }),
  createOrder: endpoint({ ...routes.createOrder, input: s.createOrderSchema, output: z.string() }),
  orderPage: endpoint({ ...routes.orderPage, input: s.orderPageInput, output: s.pageOf(s.orderRowSchema) }),
  orderDetail: endpoint({ ...routes.orderDetail, input: s.outTradeNoInput, output: s.orderRowSchema }),
  wxNativePay: endpoint({ ...routes.wxNativePay, input: s.wxNativePayInput, output: s.payOrderSchema }),
  wxOrderQuery: endpoint({ ...routes.wxOrderQuery, input: s.outTradeNoInput, output: s.wechatQuerySchema }),
  aliPreCreate: endpoint({ ...routes.aliPreCreate, input: s.aliPreCreateInput, output: s.payOrderSchema }),
  aliTradeQuery: endpoint({
    ...routes.aliTradeQuery,
    input: s.outTradeNoInput,
    output: s.alipayQuerySchema,
  }),
  paySettings: endpoint({ ...routes.paySettings, input: noInput, output: s.paySettingsSchema }),
  isBuy: endpoint({ ...routes.isBuy, input: s.isBuyInput, output: z.boolean() }),
  isBuy1: endpoint({ ...routes.isBuy1, input: s.isBuyInput, output: z.boolean() }),
  isEnough: endpoint({ ...routes.isEnough, input: noInput, output: s.isEnoughOutput }),
  queryBuyRegions: endpoint({
    ...routes.queryBuyRegions,
    input: s.queryBuyRegionsInput,
    output: z.array(z.string()),
  }),
  queryBuyProductsV2: endpoint({
    ...routes.queryBuyProductsV2,
    input: noInput,
    output: z.array(s.purchasedProductSchema),
  }),
  queryBuyProductsV3: endpoint({
    ...routes.queryBuyProductsV3,
    input: noInput,
    output: z.array(s.buyProductsV3Schema),
  }),
  msgAlert: endpoint({ ...routes.msgAlert, input: noInput, output: s.msgAlertSchema }),
  trialInfo: endpoint({ ...routes.trialInfo, input: s.trialInfoInput, output: s.trialInfoSchema }),
  trialActive: endpoint({ ...routes.trialActive, input: s.trialActiveInput, output: s.trialActiveOutput }),
  scanActive: endpoint({ ...routes.scanActive, input: s.scanActiveInput, output: s.scanActiveOutput }),
  codeProducts: endpoint({ ...routes.codeProducts, input: noInput, output: z.array(s.productSchema) }),
  codeCreateBatch: endpoint({
    ...routes.codeCreateBatch,
    input: s.codeCreateBatchInput,
    output: s.codeCreateBatchOutput,
  }),
  codePage: endpoint({ ...routes.codePage, input: s.codePageInput, output: s.pageOf(s.codeRowSchema) }),
  serviceLink: endpoint({ ...routes.serviceLink, input: s.serviceLinkInput, output: z.string() }),
  permissionCheck: endpoint({
    ...routes.permissionCheck,
    input: s.permissionCheckSchema,
    output: z.enum(['true', 'false']),
  }),
  purchasedServices: endpoint({
    ...routes.purchasedServices,
    input: noInput,
    output: z.array(s.purchasedServiceSchema),
  }),
};
