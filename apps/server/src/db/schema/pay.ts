import type { Generated } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0200_pay: catalogue, orders, transactions, sandbox trades, codes, trials. */
export interface PayProductsTable {
  product_id: string;
  product_name: string;
  business_types: number[];
  sort: Generated<number>;
}

export interface PayMealsTable {
  meal_id: string;
  code: 'C' | 'D';
  meal_name: string;
  product_id: string;
  suitable_tenant_type: number;
  min_account_num: Generated<number>;
  max_account_num: Generated<number>;
  /** Bumped by each operator save (migration 1270). */
  version: Generated<number>;
}

export interface PayGoodsTable {
  goods_id: string;
  meal_id: string;
  price_fen: number;
  time_value: number;
  time_unit: '年' | '月' | '天';
  is_recommend: Generated<boolean>;
  sort: Generated<number>;
  /** Bumped by each operator save (migration 1270). */
  version: Generated<number>;
  /** No longer offered; orders that bought it keep it (migration 1270). */
  retired: Generated<boolean>;
}

export interface PayOrdersTable {
  out_trade_no: string;
  tenant_id: string;
  user_id: string;
  tenant_name: string;
  tenant_type: number;
  buy_type: number;
  buy_account: string;
  buyer_name: string;
  product_id: string;
  meal_id: string;
  goods_id: string;
  goods_time: string;
  account_num: number;
  unit_price_fen: number;
  amount_fen: number;
  status: Generated<number>;
  pay_type: number | null;
  paid_transaction: string | null;
  created_at: DefaultTimestamp;
  paid_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  /** The sales code the buyer was bound to when the order was made ('' when none). */
  sell_code: Generated<string>;
}

export interface PayTransactionsTable {
  out_trade_no: string;
  order_no: string;
  tenant_id: string;
  pay_type: number;
  gateway: string;
  code_url: string;
  amount_fen: number;
  state: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PaySandboxTradesTable {
  out_trade_no: string;
  pay_type: number;
  amount_fen: number;
  subject: string;
  state: Generated<'WAIT' | 'PAID' | 'FAILED' | 'CLOSED'>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PayActivationCodesTable {
  code: string;
  batch_no: string;
  creator_tenant_id: string;
  created_by: string;
  product_id: string;
  goods_time: string;
  used_by: string | null;
  used_tenant_id: string | null;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface PayCodeFailuresTable {
  id: BigSerial;
  user_id: string;
  ip: string;
  failed_at: DefaultTimestamp;
}

export interface PayTrialsTable {
  tenant_id: string;
  user_id: string;
  region_code: string;
  domain: Generated<string>;
  started_at: DefaultTimestamp;
  ends_at: Timestamp;
}

export interface PayTables {
  pay_products: PayProductsTable;
  pay_meals: PayMealsTable;
  pay_goods: PayGoodsTable;
  pay_orders: PayOrdersTable;
  pay_transactions: PayTransactionsTable;
  pay_sandbox_trades: PaySandboxTradesTable;
  pay_activation_codes: PayActivationCodesTable;
  pay_code_failures: PayCodeFailuresTable;
  pay_trials: PayTrialsTable;
}
