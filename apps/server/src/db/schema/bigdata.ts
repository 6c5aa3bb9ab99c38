import type { ColumnType, Generated } from 'kysely';
import type { BigSerial, DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0400_bigdata: companies, listings and quotes, organisations, chains, follows. */

/** A `date` column: read as 'YYYY-MM-DD' on both drivers (db/type-parsers.ts). */
export type DateText = string;
/** A `numeric` column with a default. */
type Num = ColumnType<number, number | undefined, number>;
type Text = ColumnType<string, string | undefined, string>;
type Tags = ColumnType<string[], string[] | undefined, string[]>;

export interface IndustryChainsTable {
  chain_code: string;
  chain_name: string;
  description: Text;
  sort: Generated<number>;
}

export interface ChainNodesTable {
  node_code: string;
  chain_code: string;
  parent_code: string | null;
  node_name: string;
  description: Text;
  level: number;
  sort: Generated<number>;
  divisions: Tags;
}

export interface CompaniesTable {
  company_id: string;
  company_name: string;
  company_name_alias: Text;
  name_pinyin: Text;
  name_initials: Text;
  logo_path: string | null;
  usc_no: string;
  reg_status_code: ColumnType<'1' | '2' | '3' | '4', '1' | '2' | '3' | '4' | undefined>;
  reg_status_name: Text;
  cancel_date: DateText | null;
  cancel_reason: string | null;
  legal_entity_name: Text;
  reg_capital: Num;
  reg_capital_currency: Text;
  es_dt: DateText | null;
  registration_authority: Text;
  reg_addr: Text;
  operate_addr: Text;
  business_scope: Text;
  phone: Text;
  email: Text;
  region_code: string;
  province_code: string;
  city_code: string;
  industry_section_code: Text;
  industry_division_code: Text;
  company_scale_tag: Text;
  company_type_tag: Text;
  financing_stage_tag: Text;
  enqa_type_name: Text;
  qualification_type: Text;
  list_title: Text;
  enterprise_level: Generated<number>;
  capital_type: Text;
  management_size: Text;
  employees: Generated<number>;
  invest_amt: Num;
  invest_cnt: Generated<number>;
  descr: Text;
  expansion_tag: Text;
  highlight: Text;
  qualification_tags: Tags;
  industry_field_tags: Tags;
  tech_field_tags: Tags;
  service_product_tags: Tags;
  circles_tags: Tags;
  is_listed: Generated<boolean>;
  controller_name: Text;
  controller_type: ColumnType<'1' | '2', '1' | '2' | undefined>;
  controller_id: Text;
  grow_score: Generated<number>;
  evol_score: Generated<number>;
  innov_score: Generated<number>;
  stse_score: Generated<number>;
  effect_score: Generated<number>;
  risk_score: Generated<number>;
  total_score: Generated<number>;
  capability_level: Generated<number>;
  energy_level: Generated<number>;
  rank_score_in_industry: Num;
  contribution: Num;
  updated_at: DefaultTimestamp;
}

export interface CompanyShareholdersTable {
  company_id: string;
  seq: number;
  holder_entity_id: Text;
  holder_entity_type: '1' | '2';
  holder_entity_name: string;
  ratio: Num;
  subscribed_capital: Num;
}

export interface CompanyListingsTable {
  stock_code: string;
  company_id: string;
  stock_type_name: string;
  stock_name: string;
  exchange: string;
  exchange_name: string;
  list_date: DateText;
  total_shares: number;
  float_shares: number;
}

export interface StockDailyTable {
  stock_code: string;
  trade_date: DateText;
  prev_close: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
}

export interface CompanyFinancialsTable {
  company_id: string;
  yr: number;
  revenue: number;
  net_profit: number;
  total_assets: number;
  total_liabilities: number;
  net_assets: number;
  rd_expense: number;
  tax_paid: number;
  employees: number;
  loar_rate: number;
  assets_growth_rate: number;
  business_rate: number;
}

export interface CompanyDynamicsTable {
  id: BigSerial;
  company_id: string;
  title: string;
  publisher: Text;
  is_sys: Generated<number>;
  web_source: Text;
  init_source: Text;
  publish_dt: Timestamp;
  content: Text;
  url: Text;
}

export type TagChangeCode =
  'qualificationTags' | 'techFieldTags' | 'serviceAndProductTags' | 'industrLayoutList';

export interface CompanyTagChangesTable {
  id: BigSerial;
  company_id: string;
  changed_on: DateText;
  change_tag_code: TagChangeCode;
  action: 'add' | 'remove';
  tag_name: string;
}

/** The profile columns of a company, narrow, for 精准拓客's counts and ranked pages (migration 1040). */
export interface CompanyProfilesTable {
  company_id: string;
  total_score: number;
  grow_score: number;
  industry_section_code: string;
  industry_division_code: string;
  province_code: string;
  city_code: string;
  region_code: string;
  reg_status_code: string;
  reg_capital: number;
  es_dt: DateText | null;
  is_listed: boolean;
  company_scale_tag: string;
  financing_stage_tag: string;
  company_type_tag: string;
  invest_cnt: number;
  qualification_tags: string[];
  /** At least one patent on record (migration 1140). */
  has_patents: Generated<boolean>;
  /** The day of the latest registered-capital increase (migration 1140). */
  capital_increased_on: DateText | null;
  /** Every node the company sits on with its ancestors up to the chain code (migration 1150). */
  node_paths: Generated<string[]>;
}

/** 发明 invention, 实用新型 utility model, 外观设计 design. */
export type PatentKind = 'invention' | 'utility' | 'design';
/** 审中 pending, 授权 granted (in force), 失效 lapsed (rejected, withdrawn, expired or unpaid). */
export type PatentStatus = 'pending' | 'granted' | 'lapsed';

/** A company's patent (migration 1140): CNIPA application number, title, classes, dates, status. */
export interface CompanyPatentsTable {
  id: BigSerial;
  company_id: string;
  patent_no: string;
  title: string;
  kind: PatentKind;
  /** IPC symbol (inventions, utility models) or Locarno class (designs); may be empty. */
  ipc: Text;
  applicant: Text;
  inventors: Tags;
  applied_on: DateText;
  published_on: DateText | null;
  granted_on: DateText | null;
  legal_status: PatentStatus;
}

/**
 * 变更记录 and risk events: capital 注册资本, legalRep 法定代表人, shareholder 股东, address 住所,
 * name 名称, status 登记状态, branch 分支机构, financing 融资, court 司法案件, penalty 行政处罚.
 */
export type CompanyChangeKind =
  | 'capital'
  | 'legalRep'
  | 'shareholder'
  | 'address'
  | 'name'
  | 'status'
  | 'branch'
  | 'financing'
  | 'court'
  | 'penalty';

/** A dated change event of a company (migration 1140); 'capital' ones carry the amounts in 万元. */
export interface CompanyChangesTable {
  id: BigSerial;
  company_id: string;
  changed_on: DateText;
  kind: CompanyChangeKind;
  before_text: Text;
  after_text: Text;
  before_amount: number | null;
  after_amount: number | null;
}

/** A company's place on a chain node, with copies of the company columns a node's list and statistics read. */
export interface CompanyLayoutsTable {
  company_id: string;
  node_code: string;
  chain_code: string;
  company_name: string;
  region_code: string;
  reg_status_code: string;
  reg_status_name: string;
  reg_capital: number;
  qualification_tags: string[];
  es_dt: DateText | null;
  is_listed: boolean;
}

export interface CompanyRelationsTable {
  company_id: string;
  related_company_id: string;
  relation: string;
}

export interface InvestmentOrgsTable {
  org_id: string;
  org_name: string;
  org_type: string;
  usc_no: string;
  region_code: string;
  established_date: DateText;
  manager_registration_no: Text;
  descr: Text;
  management_size: Num;
  invest_amt: Num;
  invest_cnt: Generated<number>;
}

export interface OrgFundsTable {
  org_id: string;
  seq: number;
  fund_name: string;
  fund_type: string;
  fund_size: number;
  established_date: DateText;
}

export interface OrgInvestmentsTable {
  id: BigSerial;
  org_id: string;
  company_id: string;
  fund_name: string;
  invest_date: DateText;
  round: string;
  amount: number;
}

export interface BigdataDatasetsTable {
  id: Generated<number>;
  source: string;
  seed: string | null;
  size: number;
  loaded_at: DefaultTimestamp;
}

/** An import run from the operator console (migration 1370). */
export interface CompanyImportsTable {
  id: string;
  file_name: string;
  format: 'jsonl' | 'csv' | 'zip';
  bytes: ColumnType<string, number, number>;
  storage_key: string;
  status: CompanyImportStatus;
  companies: Num;
  errors: ColumnType<string[], string | undefined, string>;
  errors_truncated: ColumnType<boolean, boolean | undefined, boolean>;
  will_insert: Num;
  will_update: Num;
  written: Num;
  inserted: Num;
  updated: Num;
  rows_written: ColumnType<string, number | undefined, number>;
  fail_reason: string | null;
  created_by: string;
  created_at: DefaultTimestamp;
  validated_at: Timestamp | null;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  worker_id: string | null;
  heartbeat_at: Timestamp | null;
  attempts: Num;
}

export type CompanyImportStatus =
  'validating' | 'invalid' | 'valid' | 'importing' | 'done' | 'failed' | 'discarded';

export interface CompanyFollowsTable {
  tenant_id: string;
  user_id: string;
  company_id: string;
  is_top: Generated<boolean>;
  topped_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface BigdataTables {
  industry_chains: IndustryChainsTable;
  chain_nodes: ChainNodesTable;
  companies: CompaniesTable;
  company_shareholders: CompanyShareholdersTable;
  company_listings: CompanyListingsTable;
  stock_daily: StockDailyTable;
  company_financials: CompanyFinancialsTable;
  company_dynamics: CompanyDynamicsTable;
  company_tag_changes: CompanyTagChangesTable;
  company_layouts: CompanyLayoutsTable;
  company_profiles: CompanyProfilesTable;
  company_patents: CompanyPatentsTable;
  company_changes: CompanyChangesTable;
  company_relations: CompanyRelationsTable;
  investment_orgs: InvestmentOrgsTable;
  org_funds: OrgFundsTable;
  org_investments: OrgInvestmentsTable;
  bigdata_datasets: BigdataDatasetsTable;
  company_imports: CompanyImportsTable;
  company_follows: CompanyFollowsTable;
}
