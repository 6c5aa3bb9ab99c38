import { sql, type Kysely, type Selectable } from 'kysely';
import { OrderStatus } from '@platform/contracts';
import type { Database } from '../../db/schema';
import type { PayActivationCodesTable, PayOrdersTable, PayTransactionsTable } from '../../db/schema/pay';
import type { QueriesOf, ScopeOf } from '../../db/module-store';
import { paginate, type Page, type PageRequest } from '../../db/paginate';

type Queries = QueriesOf<'pay'>;
type Scope = ScopeOf<'pay'>;

/** All SQL of the pay module. Tenant-owned tables only through a Scope. */

const now = sql<Date>`now()`;
const hoursAgo = (h: number) => sql<Date>`now() - make_interval(hours => ${h})`;

export type OrderDbRow = Selectable<PayOrdersTable>;
export type TransactionRow = Selectable<PayTransactionsTable>;

// ---- catalogue (reference data, shared by every tenant)

export const listMealRows = (db: Queries) => db.selectFrom('pay_meals').selectAll().orderBy('code').execute();

/** The goods on offer (retired ones stay for the orders that bought them, offered no more). */
export const listGoodsRows = (db: Queries) =>
  db
    .selectFrom('pay_goods')
    .selectAll()
    .where('retired', '=', false)
    .orderBy('sort')
    .orderBy('price_fen')
    .execute();

export const findMeal = (db: Queries, mealId: string) =>
  db.selectFrom('pay_meals').selectAll().where('meal_id', '=', mealId).executeTakeFirst();

/** Goods on offer for a new order (a retired price is bought no more). */
export const findGoods = (db: Queries, mealId: string, goodsId: string) =>
  db
    .selectFrom('pay_goods')
    .selectAll()
    .where('goods_id', '=', goodsId)
    .where('retired', '=', false)
    .where('meal_id', '=', mealId)
    .executeTakeFirst();

const PRODUCT_COLUMNS = ['product_id', 'product_name', 'business_types'] as const;

export const findProduct = (db: Queries, productId: string) =>
  db
    .selectFrom('pay_products')
    .select(PRODUCT_COLUMNS)
    .where('product_id', '=', productId)
    .executeTakeFirst();

export const listProducts = (db: Queries) =>
  db.selectFrom('pay_products').select(PRODUCT_COLUMNS).orderBy('sort').execute();

/** Products that make a tenant a member (the meals' products). */
export async function memberProductIds(db: Queries): Promise<string[]> {
  const rows = await db.selectFrom('pay_meals').select('product_id').distinct().execute();
  return rows.map((r) => r.product_id);
}

// ---- purchases (tenant_purchases)

const livePurchase = sql<boolean>`tenant_purchases.starts_at <= now() and tenant_purchases.expires_at > now()`;

/** The next period of a product: from the end of its live purchase (renewal), else from now. */
export async function nextPeriod(scope: Scope, productId: string, interval: string) {
  const start = sql<Date>`greatest(now(), coalesce(max(tenant_purchases.expires_at), now()))`;
  const row = await scope
    .selectFrom('tenant_purchases')
    .select([start.as('start'), sql<Date>`${start} + ${interval}::interval`.as('end')])
    .where('tenant_purchases.product_id', '=', productId)
    .where('tenant_purchases.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw new Error('period not computed');
  return row;
}

export async function insertPurchases(
  scope: Scope,
  rows: {
    id: string;
    business_type: number;
    product_id: string;
    region_code: string;
    starts_at: Date;
    expires_at: Date;
    source: string;
  }[],
): Promise<void> {
  if (rows.length) await scope.insertInto('tenant_purchases', rows).execute();
}

/** End of the tenant's current (or already renewed) purchase of any of the products, or null. */
export async function liveUntil(scope: Scope, productIds: string[]): Promise<Date | null> {
  if (!productIds.length) return null;
  const row = await scope
    .selectFrom('tenant_purchases')
    .select((eb) => eb.fn.max('tenant_purchases.expires_at').as('until'))
    .where('tenant_purchases.product_id', 'in', productIds)
    .where('tenant_purchases.expires_at', '>', now)
    .executeTakeFirst();
  return row?.until ? new Date(row.until) : null;
}

/**
 * A live purchase of the business type for the tenant. With `anyRegion` false, only a purchase for
 * that region or a nationwide one ('') counts.
 */
export async function hasLivePurchase(
  scope: Scope,
  businessType: number,
  region: { anyRegion: boolean; regionCode: string },
): Promise<boolean> {
  let q = scope
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.id')
    .where('tenant_purchases.business_type', '=', businessType)
    .where(livePurchase);
  if (!region.anyRegion) q = q.where('tenant_purchases.region_code', 'in', ['', region.regionCode]);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function liveBusinessTypes(scope: Scope): Promise<number[]> {
  const rows = await scope
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.business_type')
    .distinct()
    .where(livePurchase)
    .orderBy('tenant_purchases.business_type')
    .execute();
  return rows.map((r) => r.business_type);
}

export function livePurchases(scope: Scope) {
  return scope
    .selectFrom('tenant_purchases')
    .leftJoin('pay_products', 'pay_products.product_id', 'tenant_purchases.product_id')
    .select((eb) => [
      'tenant_purchases.product_id',
      eb.fn.coalesce('pay_products.product_name', 'tenant_purchases.product_id').as('product_name'),
      'tenant_purchases.business_type',
      'tenant_purchases.region_code',
      'tenant_purchases.starts_at',
      'tenant_purchases.expires_at',
    ])
    .where(livePurchase)
    .orderBy('tenant_purchases.business_type')
    .orderBy('tenant_purchases.expires_at')
    .execute();
}

/** The meal code of the tenant's live membership that runs longest, if any. */
export async function liveMealCode(scope: Scope, productIds: string[]): Promise<string | undefined> {
  if (!productIds.length) return undefined;
  const row = await scope
    .selectFrom('tenant_purchases')
    .innerJoin('pay_meals', 'pay_meals.product_id', 'tenant_purchases.product_id')
    .select('pay_meals.code')
    .where('tenant_purchases.product_id', 'in', productIds)
    .where(livePurchase)
    .orderBy('tenant_purchases.expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.code;
}

/** Live purchases other than the product given (the trial's). */
export async function hasLivePurchaseBesides(scope: Scope, productId: string): Promise<boolean> {
  const row = await scope
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.id')
    .where('tenant_purchases.product_id', '<>', productId)
    .where(livePurchase)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ---- orders (pay_orders)

export const findOrder = (scope: Scope, no: string): Promise<OrderDbRow | undefined> =>
  scope.selectFrom('pay_orders').selectAll().where('pay_orders.out_trade_no', '=', no).executeTakeFirst();

const ordersWithMeal = (scope: Scope) =>
  scope
    .selectFrom('pay_orders')
    .innerJoin('pay_meals', 'pay_meals.meal_id', 'pay_orders.meal_id')
    .selectAll('pay_orders')
    .select(['pay_meals.code as meal_code', 'pay_meals.meal_name']);

export type OrderWithMeal = OrderDbRow & { meal_code: string; meal_name: string };

export const findOrderWithMeal = (scope: Scope, no: string): Promise<OrderWithMeal | undefined> =>
  ordersWithMeal(scope).where('pay_orders.out_trade_no', '=', no).executeTakeFirst();

export const orderPage = (
  scope: Scope,
  status: number | undefined,
  page: PageRequest,
): Promise<Page<OrderWithMeal>> =>
  paginate(
    ordersWithMeal(scope)
      .$if(status !== undefined, (b) => b.where('pay_orders.status', '=', status!))
      .orderBy('pay_orders.created_at', 'desc')
      .orderBy('pay_orders.out_trade_no', 'desc'),
    page,
  );

export async function staleUnpaidOrderNos(scope: Scope): Promise<string[]> {
  const rows = await scope
    .selectFrom('pay_orders')
    .select('pay_orders.out_trade_no')
    .where('pay_orders.status', '=', OrderStatus.UNPAID)
    .where('pay_orders.created_at', '<=', hoursAgo(1))
    .execute();
  return rows.map((r) => r.out_trade_no);
}

/** Another user's unpaid enterprise (meal D) order of the tenant, younger than an hour. */
export async function othersOpenEnterpriseOrder(scope: Scope, userId: string): Promise<boolean> {
  const row = await scope
    .selectFrom('pay_orders')
    .innerJoin('pay_meals', 'pay_meals.meal_id', 'pay_orders.meal_id')
    .select('pay_orders.out_trade_no')
    .where('pay_orders.user_id', '<>', userId)
    .where('pay_orders.status', '=', OrderStatus.UNPAID)
    .where('pay_meals.code', '=', 'D')
    .where('pay_orders.created_at', '>', hoursAgo(1))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One order creation at a time in a tenant: the reuse check and the other-buyer check hold until
 * the transaction commits, so parallel requests cannot each insert an order.
 */
export async function lockOrderCreation(tx: Scope): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`pay-order:${tx.tenantId}`}))`.execute(tx.db);
}

/**
 * The user's unpaid order for the same goods, seats and amount created within `withinMs`, newest
 * first: opening the pay dialog again hands it back instead of leaving another unpaid order.
 */
export async function reusableOrderNo(
  scope: Scope,
  o: { userId: string; goodsId: string; seats: number; amountFen: number; withinMs: number },
): Promise<string | undefined> {
  const row = await scope
    .selectFrom('pay_orders')
    .select('pay_orders.out_trade_no')
    .where('pay_orders.user_id', '=', o.userId)
    .where('pay_orders.status', '=', OrderStatus.UNPAID)
    .where('pay_orders.goods_id', '=', o.goodsId)
    .where('pay_orders.account_num', '=', o.seats)
    .where('pay_orders.amount_fen', '=', o.amountFen)
    .where('pay_orders.created_at', '>', sql<Date>`now() - make_interval(secs => ${o.withinMs / 1000})`)
    .orderBy('pay_orders.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.out_trade_no;
}

/** Seats of the live enterprise membership (the latest paid order's). */
export async function liveOrderSeats(scope: Scope): Promise<number | undefined> {
  const row = await scope
    .selectFrom('pay_orders')
    .select('pay_orders.account_num')
    .where('pay_orders.status', '=', OrderStatus.PAID)
    .where('pay_orders.period_end', '>', now)
    .orderBy('pay_orders.period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.account_num;
}

export async function insertOrder(
  scope: Scope,
  o: Omit<
    OrderDbRow,
    | 'tenant_id'
    | 'status'
    | 'pay_type'
    | 'paid_transaction'
    | 'created_at'
    | 'paid_at'
    | 'cancelled_at'
    | 'period_start'
    | 'period_end'
  >,
): Promise<void> {
  await scope.insertInto('pay_orders', o).execute();
}

/** Flips an unpaid order to paid; undefined when it was paid already (exactly-once grants). */
export const markOrderPaid = (scope: Scope, no: string, payType: number, txNo: string) =>
  scope
    .updateTable('pay_orders')
    .set({ status: OrderStatus.PAID, paid_at: now, pay_type: payType, paid_transaction: txNo })
    .where('pay_orders.out_trade_no', '=', no)
    .where('pay_orders.status', '<>', OrderStatus.PAID)
    .returningAll()
    .executeTakeFirst();

export async function setOrderPeriod(scope: Scope, no: string, start: Date, end: Date): Promise<void> {
  await scope
    .updateTable('pay_orders')
    .set({ period_start: start, period_end: end })
    .where('pay_orders.out_trade_no', '=', no)
    .execute();
}

/** Cancels the order if it is still unpaid; its status afterwards. */
export async function cancelIfUnpaid(scope: Scope, no: string): Promise<number | undefined> {
  const unpaid = sql<boolean>`pay_orders.status = ${OrderStatus.UNPAID}`;
  const row = await scope
    .updateTable('pay_orders')
    .set({
      status: sql<number>`case when ${unpaid} then ${OrderStatus.CANCELLED}::smallint else pay_orders.status end`,
      cancelled_at: sql<Date>`case when ${unpaid} then now() else pay_orders.cancelled_at end`,
    })
    .where('pay_orders.out_trade_no', '=', no)
    .returning('pay_orders.status')
    .executeTakeFirst();
  return row?.status;
}

// ---- payment transactions (pay_transactions)

export const transactionsOfOrder = (scope: Scope, orderNo: string) =>
  scope.selectFrom('pay_transactions').selectAll().where('pay_transactions.order_no', '=', orderNo).execute();

export const findTransaction = (scope: Scope, txNo: string) =>
  scope
    .selectFrom('pay_transactions')
    .selectAll()
    .where('pay_transactions.out_trade_no', '=', txNo)
    .executeTakeFirst();

export const findTransactionWithOrder = (scope: Scope, txNo: string, payType: number) =>
  scope
    .selectFrom('pay_transactions')
    .innerJoin('pay_orders', 'pay_orders.out_trade_no', 'pay_transactions.order_no')
    .selectAll('pay_transactions')
    .select(['pay_orders.created_at as order_created', 'pay_orders.status as order_status'])
    .where('pay_transactions.out_trade_no', '=', txNo)
    .where('pay_transactions.pay_type', '=', payType)
    .executeTakeFirst();

export async function insertTransaction(
  scope: Scope,
  t: Pick<
    TransactionRow,
    'out_trade_no' | 'order_no' | 'pay_type' | 'gateway' | 'code_url' | 'amount_fen' | 'state'
  >,
): Promise<void> {
  await scope.insertInto('pay_transactions', t).execute();
}

/** Records the provider's word; a paid transaction stays paid whatever a late answer says. */
export async function setTransactionState(
  scope: Scope,
  txNo: string,
  state: string,
  unlessIn: readonly string[] = [],
): Promise<void> {
  await scope
    .updateTable('pay_transactions')
    .set({ state, updated_at: now })
    .where('pay_transactions.out_trade_no', '=', txNo)
    .$if(unlessIn.length > 0, (b) =>
      b.where('pay_transactions.state', '<>', state).where('pay_transactions.state', 'not in', [...unlessIn]),
    )
    .execute();
}

// ---- without a caller's tenant: provider notifications and the sweep (named `unscoped`)

/** The tenant a payment transaction belongs to (provider notifications carry only its number). */
export async function tenantOfTransaction(
  unscoped: Kysely<Database>,
  txNo: string,
): Promise<string | undefined> {
  const row = await unscoped
    .selectFrom('pay_transactions')
    .select('tenant_id')
    .where('out_trade_no', '=', txNo)
    .executeTakeFirst();
  return row?.tenant_id;
}

/**
 * The tenants among ids with a live purchase of the business type. Deliberately unscoped (a
 * section IM page asks about its contacts' organisations, not the caller's); it hands back only
 * which of the given tenants bought the type.
 */
export async function purchasersAmongAnyTenant(
  unscoped: Kysely<Database>,
  tenantIds: readonly string[],
  businessType: number,
): Promise<Set<string>> {
  if (tenantIds.length === 0) return new Set();
  const rows = await unscoped
    .selectFrom('tenant_purchases')
    .select('tenant_purchases.tenant_id')
    .distinct()
    .where('tenant_purchases.tenant_id', 'in', [...tenantIds])
    .where('tenant_purchases.business_type', '=', businessType)
    .where(livePurchase)
    .execute();
  return new Set(rows.map((r) => r.tenant_id));
}

/** Unpaid orders of every tenant older than an hour, oldest first. */
export const staleUnpaidOrders = (unscoped: Kysely<Database>, limit: number) =>
  unscoped
    .selectFrom('pay_orders')
    .select(['out_trade_no', 'tenant_id'])
    .where('status', '=', OrderStatus.UNPAID)
    .where('created_at', '<=', hoursAgo(1))
    .orderBy('created_at')
    .limit(limit)
    .execute();

// ---- activation codes (minted by the platform operator; not tenant-owned)

export async function countCodeFailures(db: Queries, userId: string, window: string): Promise<number> {
  const row = await db
    .selectFrom('pay_code_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('failed_at', '>', sql<Date>`now() - ${window}::interval`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertCodeFailure(db: Queries, userId: string, ip: string): Promise<void> {
  await db.insertInto('pay_code_failures').values({ user_id: userId, ip }).execute();
}

/** Inserts a code unless it exists; true when inserted. */
export async function insertCode(
  db: Queries,
  c: Pick<
    PayActivationCodesTable,
    'code' | 'batch_no' | 'creator_tenant_id' | 'created_by' | 'product_id' | 'goods_time'
  >,
): Promise<boolean> {
  const rows = await db
    .insertInto('pay_activation_codes')
    .values(c)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return rows.length === 1;
}

/** Claims an unused code for a tenant (one conditional update: a code is used once). */
export const claimCode = (db: Queries, code: string, userId: string, tenantId: string) =>
  db
    .updateTable('pay_activation_codes')
    .set({ used_by: userId, used_tenant_id: tenantId, used_at: now })
    .where('code', '=', code)
    .where('used_at', 'is', null)
    .returning(['product_id', 'goods_time'])
    .executeTakeFirst();

export const codePage = (
  db: Queries,
  creatorTenantId: string,
  q: { status?: number | undefined; batchNo?: string | undefined },
  page: PageRequest,
) =>
  paginate(
    db
      .selectFrom('pay_activation_codes as c')
      .innerJoin('pay_products as p', 'p.product_id', 'c.product_id')
      .where('c.creator_tenant_id', '=', creatorTenantId)
      .$if(q.status !== undefined, (b) => b.where('c.used_at', q.status === 1 ? 'is not' : 'is', null))
      .$if(q.batchNo !== undefined, (b) => b.where('c.batch_no', '=', q.batchNo!))
      .select([
        'c.code',
        'c.batch_no',
        'c.product_id',
        'p.product_name',
        'c.goods_time',
        'c.used_by',
        'c.used_tenant_id',
        'c.used_at',
        'c.created_at',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.code'),
    page,
  );

// ---- trials (pay_trials)

export const findTrial = (scope: Scope) =>
  scope
    .selectFrom('pay_trials')
    .select(['pay_trials.ends_at', sql<boolean>`pay_trials.ends_at <= now()`.as('ended')])
    .executeTakeFirst();

/** One trial per tenant: false when the tenant had one already. */
export async function insertTrial(
  scope: Scope,
  t: { userId: string; regionCode: string; domain: string; days: number },
): Promise<boolean> {
  const rows = await scope
    .insertInto('pay_trials', {
      user_id: t.userId,
      region_code: t.regionCode,
      domain: t.domain,
      ends_at: sql<Date>`now() + make_interval(days => ${t.days})`,
    })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .returning('tenant_id')
    .execute();
  return rows.length === 1;
}

/** The tenant's paid orders with their meal, newest payment first (the invoices module's source). */
export const paidOrdersWithMeal = (scope: Scope): Promise<OrderWithMeal[]> =>
  ordersWithMeal(scope)
    .where('pay_orders.status', '=', OrderStatus.PAID)
    .orderBy('pay_orders.paid_at', 'desc')
    .orderBy('pay_orders.out_trade_no', 'desc')
    .execute();

/** Paid orders that carry one of the sales codes, by code and China month, since an instant (every tenant). */
export const sellCodeOrdersByMonth = (unscoped: Kysely<Database>, codes: readonly string[], since: Date) =>
  codes.length
    ? unscoped
        .selectFrom('pay_orders')
        .select([
          'sell_code',
          sql<string>`to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM')`.as('month'),
          (eb) => eb.fn.countAll<number>().as('orders'),
          (eb) => eb.fn.sum<number>('amount_fen').as('amount_fen'),
        ])
        .where('status', '=', OrderStatus.PAID)
        .where('sell_code', 'in', codes)
        .where('paid_at', '>=', since)
        .groupBy(['sell_code', sql`2`])
        .execute()
    : Promise.resolve([]);

/** Paid orders that carry the sales code, by buyer (every tenant). */
export const sellCodeOrdersByBuyer = (
  unscoped: Kysely<Database>,
  code: string,
  userIds: readonly string[],
) =>
  userIds.length
    ? unscoped
        .selectFrom('pay_orders')
        .select([
          'user_id',
          (eb) => eb.fn.countAll<number>().as('orders'),
          (eb) => eb.fn.sum<number>('amount_fen').as('amount_fen'),
        ])
        .where('status', '=', OrderStatus.PAID)
        .where('sell_code', '=', code)
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute()
    : Promise.resolve([]);
