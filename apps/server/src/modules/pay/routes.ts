import type { FastifyInstance } from 'fastify';
import { PAY_POLL_INTERVAL_MS, payApi, PayType, systemApi } from '@platform/contracts';
import { forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { adminOfOwnTenant } from '../accounts';
import { listMeals } from './catalog';
import { codePage, createBatch, redeem } from './codes';
import {
  expiryAlert,
  isBuy,
  isBuy1,
  memberInfo,
  purchasedProducts,
  purchasesByType,
  queryBuyRegions,
  seatsEnough,
} from './entitlements';
import type { PayService } from './orders';
import { checkoutOrigin } from './origin';
import { listProducts } from './repo';
import { serviceLink } from './service-link';
import { activateTrial, TRIAL_PRODUCT_ID, trialInfo } from './trial';

/** Wrong activation codes: per-IP ceiling on top of the per-user failure count. */
const SCAN_ACTIVE_PER_MINUTE = 20;
/** Orders and QR codes reach the payment providers: a per-IP ceiling keeps abuse off them. */
const ORDERS_PER_MINUTE = 30;
/** Activation-code batches per IP and minute: each writes up to a whole batch of codes. */
const CODE_BATCHES_PER_MINUTE = 10;

export function payRoutes(app: FastifyInstance, service: PayService): void {
  const r = createRouter(app);
  const { store, config, payments: gateways, jwtKey } = app.ctx;
  const db = store.db;
  const origin = (request: Parameters<typeof checkoutOrigin>[0]) =>
    checkoutOrigin(request, config.pay.publicBaseUrl, config.mode !== 'test');

  r(payApi.mealShow, async () => listMeals(db));
  r(payApi.memberInfo, async ({ scope }) => memberInfo(scope));
  r(payApi.isPVIP, async ({ scope }) => {
    const info = await memberInfo(scope);
    return info.isMember && info.tenantType === 1;
  });
  r(payApi.existOrder, async ({ input, user, scope }) => {
    if (input.tenantId && input.tenantId !== scope.tenantId) throw forbidden('tenantMismatch');
    await service.assertNoOpenOrder(scope, user);
    return 'false' as const;
  });
  r(
    payApi.createOrder,
    async ({ input, user, scope }) => service.createOrder(scope, user, input.tenantBuyRecord),
    { rateLimitPerMinute: ORDERS_PER_MINUTE },
  );
  r(payApi.orderPage, async ({ input, scope }) => service.orderPage(scope, input));
  r(payApi.orderDetail, async ({ input, scope }) => service.orderDetail(scope, input.outTradeNo));
  r(
    payApi.wxNativePay,
    async ({ input, scope, request }) =>
      service.startPayment(scope, input.outTradeNo, PayType.WECHAT, origin(request)),
    { rateLimitPerMinute: ORDERS_PER_MINUTE },
  );
  r(
    payApi.aliPreCreate,
    async ({ input, scope, request }) =>
      service.startPayment(scope, input.outTradeNo, PayType.ALIPAY, origin(request)),
    { rateLimitPerMinute: ORDERS_PER_MINUTE },
  );
  r(payApi.wxOrderQuery, async ({ input, scope }) => {
    const state = await service.queryTransaction(scope, input.outTradeNo, PayType.WECHAT);
    return { outTradeNo: input.outTradeNo, trade_state: state, trade_state_desc: state };
  });
  r(payApi.aliTradeQuery, async ({ input, scope }) => {
    const state = await service.queryTransaction(scope, input.outTradeNo, PayType.ALIPAY);
    return {
      outTradeNo: input.outTradeNo,
      alipay_trade_query_response: { out_trade_no: input.outTradeNo, trade_status: state },
    };
  });
  r(payApi.paySettings, async () => ({
    pollIntervalMs: PAY_POLL_INTERVAL_MS,
    pollLimit: config.pay.pollLimit,
    gateways: { wechat: gateways.wechat?.name ?? 'disabled', alipay: gateways.alipay?.name ?? 'disabled' },
  }));

  r(payApi.isBuy, async ({ input, scope }) => isBuy(scope, input.businessType, input.ranges));
  r(payApi.isBuy1, async ({ input, scope }) => isBuy1(scope, input.businessType, input.ranges));
  r(payApi.isEnough, async ({ scope }) => seatsEnough(scope));
  r(payApi.queryBuyRegions, async ({ input, scope }) => queryBuyRegions(scope, input.businessType));
  r(payApi.queryBuyProductsV2, async ({ scope }) => purchasedProducts(scope));
  r(payApi.queryBuyProductsV3, async ({ scope }) => purchasesByType(scope));
  r(payApi.msgAlert, async ({ scope }) => expiryAlert(scope));

  r(payApi.trialInfo, async ({ scope }) => trialInfo(scope));
  r(payApi.trialActive, async ({ input, user, scope, request }) => {
    const activated = await activateTrial(
      scope,
      user.userId,
      input.regionCode,
      input.domain ?? request.hostname,
    );
    service.converted({ kind: 'trial', tenantId: scope.tenantId, userId: user.userId });
    return activated;
  });

  r(payApi.scanActive, async ({ input, user, scope, ip }) => redeem(scope, user, input.code, ip), {
    rateLimitPerMinute: SCAN_ACTIVE_PER_MINUTE,
  });
  r(payApi.codeProducts, async () =>
    (await listProducts(db))
      .filter((p) => p.product_id !== TRIAL_PRODUCT_ID)
      .map((p) => ({
        productId: p.product_id,
        productName: p.product_name,
        businessTypes: p.business_types,
      })),
  );
  r(
    payApi.codeCreateBatch,
    async ({ input, user, scope }) => createBatch(scope, user, input.productId, input.goodsTime, input.count),
    { rateLimitPerMinute: CODE_BATCHES_PER_MINUTE },
  );
  r(payApi.codePage, async ({ input, user, scope }) => codePage(scope, user, input));

  r(payApi.serviceLink, async ({ user, request }) =>
    serviceLink(
      user,
      jwtKey,
      config.pay.acquisitionSiteUrl ?? `${request.protocol}://${request.host}/solution/index`,
    ),
  );

  r(systemApi.tenantAdmin, async ({ input, user }) => {
    const admin = await adminOfOwnTenant(db, user.userId, input.tenantId);
    return { userId: admin?.id ?? '', realName: admin?.name ?? '' };
  });
}
