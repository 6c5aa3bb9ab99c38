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
import type { Db, Queryable } from '../../db/db';
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
import { findUserById, membership } from '../system/user-queries';
import { findGoods, findMeal, findProduct, goodsTime, yuan } from './catalog';
import { grantProduct, liveUntilOfMember } from './grants';
import { chinaDateTime, newTradeNo, nullableChinaDateTime } from './format';

export const business = (key: ConstructorParameters<typeof AppError>[0]) =>
  new AppError(key, ResultCode.BUSINESS_ERROR, 400);

interface OrderDbRow {
  out_trade_no: string;
  tenant_id: string;
  user_id: string;
  tenant_name: string;
  buyer_name: string;
  buy_type: number;
  product_id: string;
  meal_id: string;
  goods_time: string;
  account_num: number;
  amount_fen: number;
  status: number;
  pay_type: number | null;
  created_at: Date;
  paid_at: Date | null;
  period_start: Date | null;
  period_end: Date | null;
}

interface TransactionRow {
  out_trade_no: string;
  order_no: string;
  tenant_id: string;
  pay_type: number;
  gateway: string;
  amount_fen: number;
  state: string;
}

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

const expired = (order: Pick<OrderDbRow, 'created_at'>, now = Date.now()) =>
  now - new Date(order.created_at).getTime() >= UNPAID_ORDER_TTL_MS;

export interface PayServiceDeps {
  db: Db;
  gateways: PaymentGateways;
  log: FastifyBaseLogger;
  notifyBaseUrl: string | undefined;
}

/** Orders, payment transactions and the one place a paid order turns into a membership. */
export function createPayService({ db, gateways, log, notifyBaseUrl }: PayServiceDeps) {
  const gatewayOf = (payType: number): PaymentGateway => {
    const g = payType === PayType.WECHAT ? gateways.wechat : gateways.alipay;
    if (!g) throw business('payGatewayError');
    return g;
  };

  async function loadOrder(q: Queryable, no: string, tenantId?: string): Promise<OrderDbRow | undefined> {
    const [row] = await q.query<OrderDbRow>(
      `select * from pay_orders where out_trade_no = $1 and ($2::text is null or tenant_id = $2)`,
      [no, tenantId ?? null],
    );
    return row;
  }

  async function openTransactions(orderNo: string): Promise<TransactionRow[]> {
    const rows = await db.query<TransactionRow>('select * from pay_transactions where order_no = $1', [
      orderNo,
    ]);
    return rows.filter((t) => statusOf(t) === 'WAIT');
  }

  /**
   * Applies a provider's answer to a transaction. A payment grants the order's product exactly
   * once: the order row's status flips from unpaid in one conditional update inside the
   * transaction that writes the grant (and the grant's source is unique besides).
   */
  async function settle(txNo: string, answer: TradeQuery): Promise<void> {
    const [tx] = await db.query<TransactionRow>('select * from pay_transactions where out_trade_no = $1', [
      txNo,
    ]);
    if (!tx) return;
    if (answer.status !== 'PAID') {
      await db.query(
        // A paid transaction stays paid whatever a late answer says.
        `update pay_transactions set state = $2, updated_at = now()
          where out_trade_no = $1 and state <> $2 and state <> all($3::text[])`,
        [txNo, answer.state, PAID_WORDS],
      );
      return;
    }
    if (answer.amountFen !== undefined && answer.amountFen !== tx.amount_fen) {
      log.error(
        { txNo, paid: answer.amountFen, expected: tx.amount_fen },
        'pay: paid amount differs; not granted',
      );
      return;
    }
    await db.transaction(async (q) => {
      await q.query(`update pay_transactions set state = $2, updated_at = now() where out_trade_no = $1`, [
        txNo,
        answer.state,
      ]);
      const [order] = await q.query<OrderDbRow>(
        `update pay_orders set status = ${OrderStatus.PAID}, paid_at = now(), pay_type = $2, paid_transaction = $3
          where out_trade_no = $1 and status <> ${OrderStatus.PAID} returning *`,
        [tx.order_no, tx.pay_type, txNo],
      );
      if (!order) {
        const [paid] = await q.query<{ paid_transaction: string }>(
          'select paid_transaction from pay_orders where out_trade_no = $1',
          [tx.order_no],
        );
        if (paid && paid.paid_transaction !== txNo)
          log.error({ txNo, order: tx.order_no }, 'pay: a second payment for a paid order (refund it)');
        return;
      }
      const product = await findProduct(q, order.product_id);
      if (!product) throw new Error(`product ${order.product_id} missing`);
      const period = await grantProduct(q, {
        tenantId: order.tenant_id,
        product,
        time: order.goods_time,
        source: `order:${order.out_trade_no}`,
      });
      await q.query('update pay_orders set period_start = $2, period_end = $3 where out_trade_no = $1', [
        order.out_trade_no,
        period.start,
        period.end,
      ]);
      log.info({ order: order.out_trade_no, tenant: order.tenant_id }, 'pay: order paid and granted');
    });
  }

  /** Closes an unpaid order past its hour: asks the providers first, so a late payment still counts. */
  async function expireOrder(orderNo: string): Promise<'paid' | 'cancelled'> {
    for (const tx of await openTransactions(orderNo)) {
      const g = gatewayOf(tx.pay_type);
      const answer = await g.query(tx.out_trade_no);
      if (answer.status === 'PAID') {
        await settle(tx.out_trade_no, answer);
        return 'paid';
      }
      await g.close(tx.out_trade_no);
      await settle(tx.out_trade_no, { status: 'CLOSED', state: CLOSED_WORD[tx.pay_type] ?? 'CLOSED' });
    }
    const [row] = await db.query<{ status: number }>(
      `update pay_orders set status = case when status = ${OrderStatus.UNPAID} then ${OrderStatus.CANCELLED} else status end,
              cancelled_at = case when status = ${OrderStatus.UNPAID} then now() else cancelled_at end
        where out_trade_no = $1 returning status`,
      [orderNo],
    );
    return row?.status === OrderStatus.PAID ? 'paid' : 'cancelled';
  }

  return {
    settle,
    expireOrder,

    /** The periodic sweep: cancels unpaid orders older than one hour. */
    async sweep(): Promise<number> {
      const stale = await db.query<{ out_trade_no: string }>(
        `select out_trade_no from pay_orders where status = ${OrderStatus.UNPAID}
          and created_at <= now() - interval '1 hour' order by created_at limit 200`,
      );
      let cancelled = 0;
      for (const { out_trade_no } of stale) {
        try {
          if ((await expireOrder(out_trade_no)) === 'cancelled') cancelled += 1;
        } catch (err) {
          log.warn({ err, order: out_trade_no }, 'pay: sweep could not close an order');
        }
      }
      return cancelled;
    },

    /** Another user's unpaid enterprise order blocks a second one (spec 1 §4 Submit purchase). */
    async assertNoOpenOrder(user: AuthUser): Promise<void> {
      const rows = await db.query(
        `select 1 from pay_orders o join pay_meals m on m.meal_id = o.meal_id
          where o.tenant_id = $1 and o.user_id <> $2 and o.status = ${OrderStatus.UNPAID} and m.code = 'D'
            and o.created_at > now() - interval '1 hour' limit 1`,
        [user.tenantId, user.userId],
      );
      if (rows.length) throw business('payExistingOrder');
    },

    /** Prices the order from the goods and seats only; the client's price is never read. */
    async createOrder(user: AuthUser, rec: TenantBuyRecord): Promise<string> {
      if (rec.tenantId !== user.tenantId) throw forbidden('tenantMismatch');
      const [tenant] = await db.query<{ tenant_name: string; tenant_type: number }>(
        'select tenant_name, tenant_type from tenants where tenant_id = $1',
        [user.tenantId],
      );
      const member = await membership(db, user.userId, user.tenantId);
      const buyer = await findUserById(db, user.userId);
      if (!tenant || !member || !buyer) throw forbidden('tenantMismatch');
      const meal = await findMeal(db, rec.mealId);
      const goods = meal && (await findGoods(db, meal.meal_id, rec.goodsId));
      if (!meal || !goods || meal.product_id !== rec.productId) throw business('payMealNotFound');
      let seats = 1;
      if (meal.code === MealCode.PERSONAL) {
        if (tenant.tenant_type !== 1) throw business('payPersonalOnly');
      } else {
        if (tenant.tenant_type === 1) throw business('payEnterpriseOnly');
        if (!member.is_admin) throw business('payAdminOnly');
        seats = Number(rec.accountNum);
        const min = Math.max(SEATS_MIN, meal.min_account_num);
        const max = Math.min(SEATS_MAX, meal.max_account_num);
        if (!Number.isInteger(seats) || seats < min || seats > max) throw business('paySeats');
        await this.assertNoOpenOrder(user);
      }
      const renewal = (await liveUntilOfMember(db, user.tenantId)) !== null;
      const no = newTradeNo('P');
      await db.query(
        `insert into pay_orders (out_trade_no, tenant_id, user_id, tenant_name, tenant_type, buy_type, buy_account,
           buyer_name, product_id, meal_id, goods_id, goods_time, account_num, unit_price_fen, amount_fen)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          no,
          user.tenantId,
          user.userId,
          tenant.tenant_name,
          tenant.tenant_type,
          renewal ? 2 : 1,
          buyer.account,
          buyer.real_name || buyer.nick_name || buyer.account,
          meal.product_id,
          meal.meal_id,
          goods.goods_id,
          goodsTime(goods),
          seats,
          goods.price_fen,
          goods.price_fen * seats,
        ],
      );
      return no;
    },

    /** Opens a QR payment for an unpaid order; a method switch closes the previous QR first. */
    async startPayment(user: AuthUser, orderNo: string, payType: number, origin: string): Promise<PayOrder> {
      const order = await loadOrder(db, orderNo, user.tenantId);
      if (!order) throw business('payOrderNotFound');
      if (order.status === OrderStatus.PAID) throw business('payOrderPaid');
      if (
        order.status === OrderStatus.CANCELLED ||
        (expired(order) && (await expireOrder(orderNo)) === 'cancelled')
      )
        throw business('payOrderClosed');
      const gateway = gatewayOf(payType);
      try {
        for (const tx of await openTransactions(orderNo)) {
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
        const meal = await findMeal(db, order.meal_id);
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
        await db.query(
          `insert into pay_transactions (out_trade_no, order_no, tenant_id, pay_type, gateway, code_url, amount_fen, state)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            txNo,
            orderNo,
            user.tenantId,
            payType,
            gateway.name,
            codeUrl,
            order.amount_fen,
            WAITING_WORD[payType],
          ],
        );
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
    async queryTransaction(user: AuthUser, txNo: string, payType: number): Promise<string> {
      const [tx] = await db.query<
        TransactionRow & { created_at: Date; order_created: Date; order_status: number }
      >(
        `select t.*, o.created_at as order_created, o.status as order_status
           from pay_transactions t join pay_orders o on o.out_trade_no = t.order_no
          where t.out_trade_no = $1 and t.tenant_id = $2 and t.pay_type = $3`,
        [txNo, user.tenantId, payType],
      );
      if (!tx) throw business('payOrderNotFound');
      if (statusOf(tx) !== 'WAIT') return tx.state;
      try {
        const answer = await gatewayOf(tx.pay_type).query(txNo);
        await settle(txNo, answer);
        if (answer.status === 'WAIT' && expired({ created_at: tx.order_created })) {
          if ((await expireOrder(tx.order_no)) === 'cancelled') return CLOSED_WORD[payType] ?? 'CLOSED';
          const [again] = await db.query<{ state: string }>(
            'select state from pay_transactions where out_trade_no = $1',
            [txNo],
          );
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

    async orderPage(user: AuthUser, page: { current: number; size: number; status?: number | undefined }) {
      // Lazily cancel this tenant's stale unpaid orders so the list never shows them as payable.
      const stale = await db.query<{ out_trade_no: string }>(
        `select out_trade_no from pay_orders where tenant_id = $1 and status = ${OrderStatus.UNPAID}
          and created_at <= now() - interval '1 hour'`,
        [user.tenantId],
      );
      for (const s of stale) await expireOrder(s.out_trade_no).catch(() => undefined);
      const where = `o.tenant_id = $1 and ($2::int is null or o.status = $2)`;
      const params = [user.tenantId, page.status ?? null];
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from pay_orders o where ${where}`,
        params,
      );
      const rows = await db.query<OrderDbRow & { meal_code: string; meal_name: string }>(
        `select o.*, m.code as meal_code, m.meal_name from pay_orders o join pay_meals m on m.meal_id = o.meal_id
          where ${where} order by o.created_at desc limit $3 offset $4`,
        [...params, page.size, (page.current - 1) * page.size],
      );
      return { records: rows.map(toOrderRow), total: count?.n ?? 0, current: page.current, size: page.size };
    },

    async orderDetail(user: AuthUser, no: string): Promise<OrderRow> {
      const order = await loadOrder(db, no, user.tenantId);
      if (!order) throw business('payOrderNotFound');
      if (order.status === OrderStatus.UNPAID && expired(order)) await expireOrder(no).catch(() => undefined);
      const [row] = await db.query<OrderDbRow & { meal_code: string; meal_name: string }>(
        `select o.*, m.code as meal_code, m.meal_name from pay_orders o join pay_meals m on m.meal_id = o.meal_id
          where o.out_trade_no = $1 and o.tenant_id = $2`,
        [no, user.tenantId],
      );
      if (!row) throw business('payOrderNotFound');
      return toOrderRow(row);
    },
  };
}

export type PayService = ReturnType<typeof createPayService>;

function toOrderRow(o: OrderDbRow & { meal_code: string; meal_name: string }): OrderRow {
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
