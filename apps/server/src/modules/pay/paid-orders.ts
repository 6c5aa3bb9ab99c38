import { OrderStatus } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { chinaDateTime, nullableChinaDateTime } from './format';
import * as repo from './repo';

/** A paid order as the invoices and contracts of the expense centre read it. */
export interface PaidOrder {
  outTradeNo: string;
  userId: string;
  tenantName: string;
  buyerName: string;
  mealCode: string;
  mealName: string;
  goodsTime: string;
  accountNum: number;
  buyType: number;
  unitPriceFen: number;
  amountFen: number;
  payType: number | null;
  /** China time, 'yyyy-MM-dd HH:mm:ss'. */
  payTime: string | null;
  createTime: string;
  /** The service period the payment granted, China time 'yyyy-MM-dd HH:mm:ss', when known. */
  periodStart: string | null;
  periodEnd: string | null;
}

const toPaidOrder = (o: repo.OrderWithMeal): PaidOrder => ({
  outTradeNo: o.out_trade_no,
  userId: o.user_id,
  tenantName: o.tenant_name,
  buyerName: o.buyer_name,
  mealCode: o.meal_code,
  mealName: o.meal_name,
  goodsTime: o.goods_time,
  accountNum: o.account_num,
  buyType: o.buy_type,
  unitPriceFen: o.unit_price_fen,
  amountFen: o.amount_fen,
  payType: o.pay_type,
  payTime: nullableChinaDateTime(o.paid_at),
  createTime: chinaDateTime(o.created_at),
  periodStart: nullableChinaDateTime(o.period_start),
  periodEnd: nullableChinaDateTime(o.period_end),
});

/** The tenant's paid orders, newest payment first. */
export const paidOrders = async (scope: TenantScope): Promise<PaidOrder[]> =>
  (await repo.paidOrdersWithMeal(scope)).map(toPaidOrder);

/** One of the tenant's orders: 'notFound' when it is not the tenant's, 'notPaid' unless paid. */
export async function paidOrder(scope: TenantScope, no: string): Promise<PaidOrder | 'notFound' | 'notPaid'> {
  const row = await repo.findOrderWithMeal(scope, no);
  if (!row) return 'notFound';
  return row.status === OrderStatus.PAID ? toPaidOrder(row) : 'notPaid';
}
