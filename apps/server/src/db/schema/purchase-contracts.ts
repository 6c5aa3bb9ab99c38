import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1070_purchase_contracts. */
export type PurchaseContractStatus = 'applied' | 'approved' | 'rejected';

export interface PurchaseContractsTable {
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
  amount_fen: number;
  pay_type: number | null;
  paid_at: Timestamp | null;
  period_start: Timestamp | null;
  period_end: Timestamp | null;
  /** Party A (甲方), the buying organisation, as given on apply. */
  party_a_name: string;
  party_a_credit_code: string;
  party_a_address: string;
  party_a_contact: string;
  party_a_phone: string;
  party_a_email: Generated<string>;
  /** Party B (乙方), the white-label customer, as when applied. */
  party_b_name: Generated<string>;
  party_b_address: Generated<string>;
  party_b_phone: Generated<string>;
  platform_name: Generated<string>;
  remark: Generated<string>;
  status: Generated<PurchaseContractStatus>;
  contract_no: string | null;
  reject_reason: string | null;
  sample: Generated<boolean>;
  /** Reviewer calls that failed (retried by the review job). */
  attempts: Generated<number>;
  created_at: DefaultTimestamp;
  approved_at: Timestamp | null;
  rejected_at: Timestamp | null;
}

export interface PurchaseContractsTables {
  purchase_contracts: PurchaseContractsTable;
}
