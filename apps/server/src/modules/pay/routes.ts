import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { PAY_POLL_INTERVAL_MS, PayType, payApi } from '@platform/contracts';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/route';
import { createPaymentGateways, describeGateways } from '../../adapters/payments';
import { memberships } from '../system/user-queries';
import { listMeals, listProducts } from './catalog';
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
import { registerNotifyRoutes } from './notify';
import { createPayService } from './orders';
import { checkoutOrigin } from './origin';
import { registerSandboxPages } from './sandbox-page';
import { activateTrial, TRIAL_PRODUCT_ID, trialInfo } from './trial';
import { registerTrialHeader } from './trial-header';

/** Wrong activation codes: per-IP ceiling on top of the per-user failure count. */
const SCAN_ACTIVE_PER_MINUTE = 20;
/** Orders and QR codes reach the payment providers: a per-IP ceiling keeps abuse off them. */
const ORDERS_PER_MINUTE = 30;

export function registerPayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = createRouter(app, ctx.authenticate);
  const { db, config } = ctx;
  const gateways = createPaymentGateways(config.pay, db, ctx.jwtKey);
  ctx.log.info(describeGateways(gateways));
  if (
    config.mode === 'production' &&
    (gateways.wechat?.name === 'sandbox' || gateways.alipay?.name === 'sandbox')
  )
    ctx.log.warn(
      [
        '',
        '!!! PAYMENT SANDBOX IS ON IN PRODUCTION MODE (PAY_SANDBOX=true) !!!',
        '!!! Anyone can confirm their own order on /sandbox-pay and get a paid membership. !!!',
        '!!! Fine for the demo; on a public site configure WeChat Pay or Alipay and unset PAY_SANDBOX. !!!',
        '',
      ].join('\n'),
    );
  const service = createPayService({ db, gateways, log: ctx.log, notifyBaseUrl: config.pay.publicBaseUrl });
  const origin = (request: Parameters<typeof checkoutOrigin>[0]) =>
    checkoutOrigin(request, config.pay.publicBaseUrl, config.mode !== 'test');

  r(payApi.mealShow, async () => listMeals(db));
  r(payApi.memberInfo, async ({ user }) => memberInfo(db, user));
  r(payApi.isPVIP, async ({ user }) => {
    const info = await memberInfo(db, user);
    return info.isMember && info.tenantType === 1;
  });
  r(payApi.existOrder, async ({ input, user }) => {
    if (input.tenantId && input.tenantId !== user.tenantId) throw forbidden('tenantMismatch');
    await service.assertNoOpenOrder(user);
    return 'false' as const;
  });
  r(payApi.createOrder, async ({ input, user }) => service.createOrder(user, input.tenantBuyRecord), {
    rateLimitPerMinute: ORDERS_PER_MINUTE,
  });
  r(payApi.orderPage, async ({ input, user }) => service.orderPage(user, input));
  r(payApi.orderDetail, async ({ input, user }) => service.orderDetail(user, input.outTradeNo));
  r(
    payApi.wxNativePay,
    async ({ input, user, request }) =>
      service.startPayment(user, input.outTradeNo, PayType.WECHAT, origin(request)),
    { rateLimitPerMinute: ORDERS_PER_MINUTE },
  );
  r(
    payApi.aliPreCreate,
    async ({ input, user, request }) =>
      service.startPayment(user, input.outTradeNo, PayType.ALIPAY, origin(request)),
    { rateLimitPerMinute: ORDERS_PER_MINUTE },
  );
  r(payApi.wxOrderQuery, async ({ input, user }) => {
    const state = await service.queryTransaction(user, input.outTradeNo, PayType.WECHAT);
    return { outTradeNo: input.outTradeNo, trade_state: state, trade_state_desc: state };
  });
  r(payApi.aliTradeQuery, async ({ input, user }) => {
    const state = await service.queryTransaction(user, input.outTradeNo, PayType.ALIPAY);
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

  r(payApi.isBuy, async ({ input, user }) => isBuy(db, user.tenantId, input.businessType, input.ranges));
  r(payApi.isBuy1, async ({ input, user }) => isBuy1(db, user.tenantId, input.businessType, input.ranges));
  r(payApi.isEnough, async ({ user }) => seatsEnough(db, user.tenantId));
  r(payApi.queryBuyRegions, async ({ input, user }) =>
    queryBuyRegions(db, user.tenantId, input.businessType),
  );
  r(payApi.queryBuyProductsV2, async ({ user }) => purchasedProducts(db, user.tenantId));
  r(payApi.queryBuyProductsV3, async ({ user }) => purchasesByType(db, user.tenantId));
  r(payApi.msgAlert, async ({ user }) => expiryAlert(db, user.tenantId));

  r(payApi.trialInfo, async ({ user }) => trialInfo(db, user));
  r(payApi.trialActive, async ({ input, user, request }) =>
    activateTrial(db, user, input.regionCode, input.domain ?? request.hostname),
  );

  r(payApi.scanActive, async ({ input, user, ip }) => redeem(db, user, input.code, ip), {
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
  r(payApi.codeCreateBatch, async ({ input, user }) =>
    createBatch(db, user, input.productId, input.goodsTime, input.count),
  );
  r(payApi.codePage, async ({ input, user }) => codePage(db, user, input));

  r(payApi.serviceLink, async ({ user, request }) => {
    // A short-lived signed ticket identifies the user to the external site without a password.
    const ts = Math.floor(Date.now() / 1000);
    const sig = createHmac('sha256', ctx.jwtKey)
      .update(`${user.userId}.${user.tenantId}.${ts}`)
      .digest('base64url');
    const base = config.pay.acquisitionSiteUrl ?? `${request.protocol}://${request.host}/solution/index`;
    const url = new URL(base);
    url.searchParams.set('userId', user.userId);
    url.searchParams.set('tenantId', user.tenantId);
    url.searchParams.set('ts', String(ts));
    url.searchParams.set('sign', sig);
    return url.toString();
  });

  r(payApi.tenantAdmin, async ({ input, user }) => {
    const mine = await memberships(db, user.userId);
    if (!mine.some((m) => m.tenant_id === input.tenantId)) throw forbidden('tenantMismatch');
    const [admin] = await db.query<{ id: string; name: string }>(
      `select u.id, coalesce(nullif(u.real_name, ''), nullif(u.nick_name, ''), u.account) as name
         from tenant_members m join users u on u.id = m.user_id
        where m.tenant_id = $1 and m.is_admin order by m.joined_at limit 1`,
      [input.tenantId],
    );
    return { userId: admin?.id ?? '', realName: admin?.name ?? '' };
  });

  registerSandboxPages(app, db, ctx.jwtKey, service);
  registerNotifyRoutes(app, gateways, service);
  registerTrialHeader(app, ctx);

  const timer = setInterval(() => {
    service.sweep().catch((err: unknown) => ctx.log.warn({ err }, 'pay: sweep failed'));
  }, config.pay.sweepIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
