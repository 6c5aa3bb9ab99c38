import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1060_invoices. */
export type InvoiceTitleKind = 'company' | 'personal';
export type InvoiceStatus = 'applied' | 'issued' | 'rejected';

export interface InvoiceTitlesTable {
  id: string;
  tenant_id: string;
  kind: InvoiceTitleKind;
  name: string;
  tax_no: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  is_default: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface InvoicesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  applicant_name: string;
  out_trade_no: string;
  meal_code: string;
  meal_name: string;
  goods_time: string;
  account_num: number;
  buy_type: number;
  /** 1 普通发票, 2 增值税专用发票. */
  type: number;
  status: Generated<InvoiceStatus>;
  amount_fen: number;
  title_kind: InvoiceTitleKind;
  title_name: string;
  tax_no: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  bank: Generated<string>;
  account: Generated<string>;
  email: Generated<string>;
  remark: Generated<string>;
  invoice_no: string | null;
  reject_reason: string | null;
  sample: Generated<boolean>;
  /** Provider calls that failed (retried by the issuing job). */
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  issued_at: Timestamp | null;
  rejected_at: Timestamp | null;
}

export interface InvoicesTables {
  invoice_titles: InvoiceTitlesTable;
  invoices: InvoicesTable;
}
