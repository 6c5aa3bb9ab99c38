import type { FastifyBaseLogger } from 'fastify';
import {
  MealCode,
  OrderStatus,
  PayType,
  ResultCode,
  SEATS_MAX,
  SEATS_MIN,
  UNPAID_ORDER_TTL_MS,
  type OrderRow,
  type PayOrder,
  type TenantBuyRecord,
} from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import type { AuthUser } from '../../lib/auth';
import { AppError, forbidden } from '../../lib/errors';
import {
  ALIPAY_STATUS,
  GatewayError,
  WECHAT_STATUS,
  type PaymentGateway,
  type PaymentGateways,
  type TradeQuery,
  type TradeStatus,
} from '../../adapters/payments';
import { findTenant, findUserById, membership } from '../accounts';
import { goodsTime } from './catalog';
import { yuan } from '../../lib/money';
import { grantProduct, liveUntilOfMember } from './grants';
import { hasPermission, seatIfFree } from '../org-centre';
import { chinaDateTime, newTradeNo, nullableChinaDateTime } from './format';
import * as repo from './repo';
import type { OrderDbRow, OrderWithMeal, TransactionRow } from './repo';

export const business = (key: ConstructorParameters<typeof AppError>[0]) =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400);

const STATUS_OF_PAY_TYPE: Record<number, Record<string, TradeStatus>> = {
  [PayType.WECHAT]: WECHAT_STATUS,
  [PayType.ALIPAY]: ALIPAY_STATUS,
};
const WAITING_WORD: Record<number, string> = {
  [PayType.WECHAT]: 'NOTPAY',
  [PayType.ALIPAY]: 'WAIT_BUYER_PAY',
};
const PAID_WORDS = ['SUCCESS', 'REFUND', 'TRADE_SUCCESS', 'TRADE_FINISHED'];
const CLOSED_WORD: Record<number, string> = { [PayType.WECHAT]: 'CLOSED', [PayType.ALIPAY]: 'TRADE_CLOSED' };

const statusOf = (tx: Pick<TransactionRow, 'pay_type' | 'state'>): TradeStatus =>
  STATUS_OF_PAY_TYPE[tx.pay_type]?.[tx.state] ?? 'FAILED';

/** A reused order keeps at least this long to be paid in (a QR polls for about six minutes). */
const REUSE_MIN_LEFT_MS = 10 * 60 * 1000;

const expired = (order: Pick<OrderDbRow, 'created_at'>, now = Date.now()) =>
  now - new Date(order.created_at).getTime() >= UNPAID_ORDER_TTL_MS;

export interface PayServiceDeps {
  store: Store;
  gateways: PaymentGateways;
  log: FastifyBaseLogger;
  notifyBaseUrl: string | undefined;
  /** The sales code a user is bound to ('' when none): an order carries it (sales, docs/sales.md). */
  sellCodeOf?: (userId: string) => Promise<string>;
  /**
   * Told after a trial was activated or an order was paid (media tracking, docs/media-tracking.md).
   * Called after the write, not awaited by the payment; it must not throw.
   */
  onConversion?: (event: PayConversion) => Promise<void>;
}

/** A conversion pay reports: a trial activated, or an order paid (amount in fen). */
export type PayConversion =
  | { kind: 'trial'; tenantId: string; userId: string }
  | { kind: 'order'; tenantId: string; userId: string; orderNo: string; amountFen: number };

/**
 * Orders, payment transactions and the one place a paid order turns into a membership. Callers'
 * work runs in their TenantScope; provider answers and the sweep have no caller, so they look up
 * the tenant of the transaction or order they hold and work in that tenant's scope.
 */
export function createPayService({
  store,
  gateways,
  log,
  notifyBaseUrl,
  sellCodeOf,
  onConversion,
}: PayServiceDeps) {
  /** Reports a conversion without holding up or failing the caller. */
  const converted = (event: PayConversion) => {
    if (!onConversion) return;
    void onConversion(event).catch((err: unknown) =>
      log.warn({ err, conversion: event.kind }, 'pay: reporting a conversion failed'),
    );
  };
  const gatewayOf = (payType: number): PaymentGateway => {
    const g = payType === PayType.WECHAT ? gateways.wechat : gateways.alipay;
    if (!g) throw business('payGatewayError');
    return g;
  };

  async function openTransactions(scope: TenantScope, orderNo: string): Promise<TransactionRow[]> {
    return (await repo.transactionsOfOrder(scope, orderNo)).filter((t) => statusOf(t) === 'WAIT');
  }

  /**
   * Applies a provider's answer to a transaction. A payment grants the order's product exactly
   * once: the order row's status flips from unpaid in one conditional update inside the
   * transaction that writes the grant (and the grant's source is unique besides).
   */
  async function settle(txNo: string, answer: TradeQuery): Promise<void> {
    // A provider's answer names only the transaction: its row says which tenant it belongs to.
    // eslint-disable-next-line no-restricted-syntax -- no caller: a provider notification or a poll
    const tenantId = await repo.tenantOfTransaction(store.unscoped, txNo);
    if (!tenantId) return;
    // eslint-disable-next-line no-restricted-syntax -- the scope of the transaction's own tenant
    const scope = store.forTenant(tenantId);
    const tx = await repo.findTransaction(scope, txNo);
    if (!tx) return;
    if (answer.status !== 'PAID') {
      await repo.setTransactionState(scope, txNo, answer.state, PAID_WORDS);
      return;
    }
    if (answer.amountFen !== undefined && answer.amountFen !== tx.amount_fen) {
      log.error(
        { txNo, paid: answer.amountFen, expected: tx.amount_fen },
        'pay: paid amount differs; not granted',
      );
      return;
    }
    const paidNow = await scope.transaction(async (q) => {
      await repo.setTransactionState(q, txNo, answer.state);
      const order = await repo.markOrderPaid(q, tx.order_no, tx.pay_type, txNo);
      if (!order) {
        const paid = await repo.findOrder(q, tx.order_no);
        if (paid && paid.paid_transaction !== txNo)
          log.error({ txNo, order: tx.order_no }, 'pay: a second payment for a paid order (refund it)');
        return undefined;
      }
      const product = await repo.findProduct(q.db, order.product_id);
      if (!product) throw new Error(`product ${order.product_id} missing`);
      const period = await grantProduct(q, {
        product,
        time: order.goods_time,
        source: `order:${order.out_trade_no}`,
      });
      await repo.setOrderPeriod(q, order.out_trade_no, period.start, period.end);
      // The buyer of an enterprise edition takes a seat when one is free (docs/org-centre.md).
      await seatIfFree(q, order.user_id, order.account_num);
      log.info({ order: order.out_trade_no, tenant: order.tenant_id }, 'pay: order paid and granted');
      return order;
    });
    if (paidNow)
      converted({
        kind: 'order',
        tenantId: paidNow.tenant_id,
        userId: paidNow.user_id,
        orderNo: paidNow.out_trade_no,
        amountFen: paidNow.amount_fen,
      });
  }

  /** Closes an unpaid order past its hour: asks the providers first, so a late payment still counts. */
  async function expireOrder(scope: TenantScope, orderNo: string): Promise<'paid' | 'cancelled'> {
    for (const tx of await openTransactions(scope, orderNo)) {
      const g = gatewayOf(tx.pay_type);
      const answer = await g.query(tx.out_trade_no);
      if (answer.status === 'PAID') {
        await settle(tx.out_trade_no, answer);
        return 'paid';
      }
      await g.close(tx.out_trade_no);
      await settle(tx.out_trade_no, { status: 'CLOSED', state: CLOSED_WORD[tx.pay_type] ?? 'CLOSED' });
    }
    const status = await repo.cancelIfUnpaid(scope, orderNo);
    return status === OrderStatus.PAID ? 'paid' : 'cancelled';
  }

  async function assertNoOpenOrder(scope: TenantScope, user: AuthUser): Promise<void> {
    if (await repo.othersOpenEnterpriseOrder(scope, user.userId)) throw business('payExistingOrder');
  }

  return {
    settle,
    converted,

    /** The periodic sweep (jobs.ts): cancels unpaid orders of every tenant older than one hour. */
    async sweep(): Promise<number> {
      // eslint-disable-next-line no-restricted-syntax -- the sweep has no caller: every tenant's orders
      const stale = await repo.staleUnpaidOrders(store.unscoped, 200);
      let cancelled = 0;
      for (const { out_trade_no, tenant_id } of stale) {
        try {
          // eslint-disable-next-line no-restricted-syntax -- the scope of the order's own tenant
          const scope = store.forTenant(tenant_id);
          if ((await expireOrder(scope, out_trade_no)) === 'cancelled') cancelled += 1;
        } catch (err) {
          log.warn({ err, order: out_trade_no }, 'pay: sweep could not close an order');
        }
      }
      return cancelled;
    },

    /** Another user's unpaid enterprise order blocks a second one (spec 1 §4 Submit purchase). */
    assertNoOpenOrder,

    /**
     * Prices the order from the goods and seats only; the client's price is never read. The
     * user's open unpaid order for the same goods, seats and price is handed back instead of a new
     * one, so reopening the pay dialog leaves no stale unpaid orders behind.
     */
    async createOrder(scope: TenantScope, user: AuthUser, rec: TenantBuyRecord): Promise<string> {
      if (rec.tenantId !== scope.tenantId) throw forbidden('tenantMismatch');
      const db = scope.db;
      const tenant = await findTenant(db, scope.tenantId);
      const member = await membership(db, user.userId, scope.tenantId);
      const buyer = await findUserById(db, user.userId);
      if (!tenant || !member || !buyer) throw forbidden('tenantMismatch');
      const meal = await repo.findMeal(db, rec.mealId);
      const goods = meal && (await repo.findGoods(db, meal.meal_id, rec.goodsId));
      if (!meal || !goods || meal.product_id !== rec.productId) throw business('payMealNotFound');
      let seats = 1;
      if (meal.code === MealCode.PERSONAL) {
        if (tenant.tenant_type !== 1) throw business('payPersonalOnly');
      } else {
        if (tenant.tenant_type === 1) throw business('payEnterpriseOnly');
        // Spec 1 §4: the enterprise administrator buys; a role with order.buy may too (org-centre).
        if (!(await hasPermission(scope, user.userId, 'order.buy'))) throw business('payAdminOnly');
        seats = Number(rec.accountNum);
        const min = Math.max(SEATS_MIN, meal.min_account_num);
        const max = Math.min(SEATS_MAX, meal.max_account_num);
        if (!Number.isInteger(seats) || seats < min || seats > max) throw business('paySeats');
      }
      const enterprise = meal.code !== MealCode.PERSONAL;
      const amountFen = goods.price_fen * seats;
      const sellCode = sellCodeOf ? await sellCodeOf(user.userId) : '';
      return scope.transaction(async (tx) => {
        await repo.lockOrderCreation(tx);
        const open = await repo.reusableOrderNo(tx, {
          userId: user.userId,
          goodsId: goods.goods_id,
          seats,
          amountFen,
          withinMs: UNPAID_ORDER_TTL_MS - REUSE_MIN_LEFT_MS,
        });
        if (open) return open;
        if (enterprise) await assertNoOpenOrder(tx, user);
        const renewal = (await liveUntilOfMember(tx)) !== null;
        const no = newTradeNo('P');
        await repo.insertOrder(tx, {
          out_trade_no: no,
          user_id: user.userId,
          tenant_name: tenant.tenant_name,
          tenant_type: tenant.tenant_type,
          buy_type: renewal ? 2 : 1,
          buy_account: buyer.account,
          buyer_name: buyer.real_name || buyer.nick_name || buyer.account,
          product_id: meal.product_id,
          meal_id: meal.meal_id,
          goods_id: goods.goods_id,
          goods_time: goodsTime(goods),
          account_num: seats,
          unit_price_fen: goods.price_fen,
          amount_fen: amountFen,
          sell_code: sellCode,
        });
        return no;
      });
    },

    /** Opens a QR payment for an unpaid order; a method switch closes the previous QR first. */
    async startPayment(
      scope: TenantScope,
      orderNo: string,
      payType: number,
      origin: string,
    ): Promise<PayOrder> {
      const order = await repo.findOrder(scope, orderNo);
      if (!order) throw business('payOrderNotFound');
      if (order.status === OrderStatus.PAID) throw business('payOrderPaid');
      if (
        order.status === OrderStatus.CANCELLED ||
        (expired(order) && (await expireOrder(scope, orderNo)) === 'cancelled')
      )
        throw business('payOrderClosed');
      const gateway = gatewayOf(payType);
      try {
        for (const tx of await openTransactions(scope, orderNo)) {
          const g = gatewayOf(tx.pay_type);
          const answer = await g.query(tx.out_trade_no);
          if (answer.status === 'PAID') {
            await settle(tx.out_trade_no, answer);
            throw business('payOrderPaid');
          }
          await g.close(tx.out_trade_no);
          await settle(tx.out_trade_no, { status: 'CLOSED', state: CLOSED_WORD[tx.pay_type] ?? 'CLOSED' });
        }
        const txNo = newTradeNo(payType === PayType.WECHAT ? 'W' : 'A');
        const meal = await repo.findMeal(scope.db, order.meal_id);
        const { codeUrl } = await gateway.createNative({
          outTradeNo: txNo,
          amountFen: order.amount_fen,
          subject: `${meal?.meal_name ?? '会员'} ${order.goods_time}`,
          expiresAt: new Date(new Date(order.created_at).getTime() + UNPAID_ORDER_TTL_MS),
          notifyUrl: notifyBaseUrl
            ? `${notifyBaseUrl}/api/platform-pay/${payType === PayType.WECHAT ? 'wxPay' : 'aliPay'}/notify`
            : undefined,
          origin,
        });
        await repo.insertTransaction(scope, {
          out_trade_no: txNo,
          order_no: orderNo,
          pay_type: payType,
          gateway: gateway.name,
          code_url: codeUrl,
          amount_fen: order.amount_fen,
          state: WAITING_WORD[payType] ?? 'NOTPAY',
        });
        return {
          outTradeNo: txNo,
          codeUrl,
          payType,
          price: yuan(order.amount_fen),
          createTime: chinaDateTime(order.created_at),
        };
      } catch (err) {
        if (err instanceof GatewayError) {
          log.error({ err, detail: err.detail }, 'pay: gateway call failed');
          throw business('payGatewayError');
        }
        throw err;
      }
    },

    /** The polling query: the provider's own state word for the caller's transaction. */
    async queryTransaction(scope: TenantScope, txNo: string, payType: number): Promise<string> {
      const tx = await repo.findTransactionWithOrder(scope, txNo, payType);
      if (!tx) throw business('payOrderNotFound');
      if (statusOf(tx) !== 'WAIT') return tx.state;
      try {
        const answer = await gatewayOf(tx.pay_type).query(txNo);
        await settle(txNo, answer);
        if (answer.status === 'WAIT' && expired({ created_at: tx.order_created })) {
          if ((await expireOrder(scope, tx.order_no)) === 'cancelled')
            return CLOSED_WORD[payType] ?? 'CLOSED';
          const again = await repo.findTransaction(scope, txNo);
          return again?.state ?? answer.state;
        }
        return answer.state;
      } catch (err) {
        if (err instanceof GatewayError) {
          log.error({ err, detail: err.detail }, 'pay: gateway query failed');
          throw business('payGatewayError');
        }
        throw err;
      }
    },

    async orderPage(
      scope: TenantScope,
      page: { current: number; size: number; status?: number | undefined },
    ) {
      // Lazily cancel this tenant's stale unpaid orders so the list never shows them as payable.
      for (const no of await repo.staleUnpaidOrderNos(scope))
        await expireOrder(scope, no).catch(() => undefined);
      const { rows, total } = await repo.orderPage(scope, page.status, page);
      return { records: rows.map(toOrderRow), total, current: page.current, size: page.size };
    },

    async orderDetail(scope: TenantScope, no: string): Promise<OrderRow> {
      const order = await repo.findOrder(scope, no);
      if (!order) throw business('payOrderNotFound');
      if (order.status === OrderStatus.UNPAID && expired(order))
        await expireOrder(scope, no).catch(() => undefined);
      const row = await repo.findOrderWithMeal(scope, no);
      if (!row) throw business('payOrderNotFound');
      return toOrderRow(row);
    },
  };
}

export type PayService = ReturnType<typeof createPayService>;

function toOrderRow(o: OrderWithMeal): OrderRow {
  return {
    outTradeNo: o.out_trade_no,
    mealCode: o.meal_code,
    mealName: o.meal_name,
    goodsTime: o.goods_time,
    accountNum: o.account_num,
    buyType: o.buy_type,
    price: yuan(o.amount_fen),
    status: o.status,
    payType: o.pay_type,
    buyerName: o.buyer_name,
    tenantName: o.tenant_name,
    createTime: chinaDateTime(o.created_at),
    payTime: nullableChinaDateTime(o.paid_at),
    periodStart: nullableChinaDateTime(o.period_start),
    periodEnd: nullableChinaDateTime(o.period_end),
  };
}
