import type { FastifyInstance } from 'fastify';
import { startPayJobs } from './jobs';
import { registerNotifyRoutes } from './notify';
import { createPayService, type PayServiceDeps } from './orders';
import { payRoutes } from './routes';
import { registerSandboxPages } from './sandbox-page';

/** Membership: the catalogue, orders and payments, activation codes, trials and entitlements. */
export const payModule = async (
  app: FastifyInstance,
  deps: Pick<PayServiceDeps, 'sellCodeOf' | 'onConversion'> = {},
) => {
  const { store, payments, log, config, jwtKey } = app.ctx;
  const service = createPayService({
    store,
    gateways: payments,
    log,
    notifyBaseUrl: config.pay.publicBaseUrl,
    ...deps,
  });
  payRoutes(app, service);
  registerSandboxPages(app, store.db, jwtKey, service);
  registerNotifyRoutes(app, payments, service);
  startPayJobs(app, service);
};

export { enterpriseSeatPlan, hasPurchase, liveBusinessTypes } from './entitlements';
// 精准招商 offers the regions an organisation bought type 4 for (modules/attract/access.ts).
export { queryBuyRegions } from './entitlements';
export { purchasersAmongAnyTenant } from './repo';
export { paidOrder, paidOrders, type PaidOrder } from './paid-orders';
export { sellCodeOrdersByBuyer, sellCodeOrdersByMonth } from './repo';
export { trialEnded } from './trial';
// The operator console's editions and prices (docs/operator.md).
export { editions, retireGoods, saveGoods, saveMeal } from './catalogue-admin';
export type { PayConversion } from './orders';
/** Wrong activation codes a user may try in the window (docs/architecture/rate-limits.md). */
export { CODE_FAILURE_LIMIT, CODE_FAILURE_WINDOW } from './codes';
