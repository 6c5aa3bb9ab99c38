/**
 * Enterprise data (issue 10): companies and everything hanging off them, investment organisations,
 * industry chains, and the tenant-owned company follows. Company data is shared by every tenant
 * (it is the product's licensed data set); only follows belong to a tenant.
 *
 * Amounts are in 万元 unless a column says otherwise. Both drivers read `date` as 'YYYY-MM-DD' and
 * `numeric` as a JS number (db/type-parsers.ts), so share counts and volumes are numeric too.
 */
export default /* sql */ `
create table industry_chains (
  chain_code text primary key,
  chain_name text not null,
  description text not null default '',
  sort integer not null default 0
);

create table chain_nodes (
  node_code text primary key,
  chain_code text not null references industry_chains on delete cascade,
  parent_code text,
  node_name text not null,
  description text not null default '',
  level smallint not null,
  sort integer not null default 0,
  divisions text[] not null default '{}'
);
create index chain_nodes_by_chain on chain_nodes (chain_code, level, sort);
create index chain_nodes_by_parent on chain_nodes (parent_code);

create table companies (
  company_id text primary key,
  company_name text not null,
  company_name_alias text not null default '',
  name_pinyin text not null default '',
  name_initials text not null default '',
  logo_path text,
  usc_no text not null unique,
  reg_status_code text not null default '1',
  reg_status_name text not null default '在营',
  cancel_date date,
  cancel_reason text,
  legal_entity_name text not null default '',
  reg_capital numeric(18, 2) not null default 0,
  reg_capital_currency text not null default '人民币',
  es_dt date,
  registration_authority text not null default '',
  reg_addr text not null default '',
  operate_addr text not null default '',
  business_scope text not null default '',
  phone text not null default '',
  email text not null default '',
  region_code text not null,
  province_code text not null,
  city_code text not null,
  industry_section_code text not null default '',
  industry_division_code text not null default '',
  company_scale_tag text not null default '',
  company_type_tag text not null default '',
  financing_stage_tag text not null default '',
  enqa_type_name text not null default '',
  qualification_type text not null default '',
  list_title text not null default '',
  enterprise_level smallint not null default 0,
  capital_type text not null default '',
  management_size text not null default '',
  employees integer not null default 0,
  invest_amt numeric(18, 2) not null default 0,
  invest_cnt integer not null default 0,
  descr text not null default '',
  expansion_tag text not null default '',
  highlight text not null default '',
  qualification_tags text[] not null default '{}',
  industry_field_tags text[] not null default '{}',
  tech_field_tags text[] not null default '{}',
  service_product_tags text[] not null default '{}',
  circles_tags text[] not null default '{}',
  is_listed boolean not null default false,
  controller_name text not null default '',
  controller_type text not null default '1',
  controller_id text not null default '',
  grow_score smallint not null default 0,
  evol_score smallint not null default 0,
  innov_score smallint not null default 0,
  stse_score smallint not null default 0,
  effect_score smallint not null default 0,
  risk_score smallint not null default 0,
  total_score smallint not null default 0,
  capability_level smallint not null default 1,
  energy_level smallint not null default 1,
  rank_score_in_industry numeric(6, 2) not null default 0,
  contribution numeric(8, 4) not null default 0,
  updated_at timestamptz not null default now(),
  check (reg_status_code in ('1', '2', '3', '4')),
  check (grow_score between 0 and 900 and evol_score between 0 and 900 and innov_score between 0 and 900
     and stse_score between 0 and 900 and effect_score between 0 and 900 and risk_score between 0 and 900
     and total_score between 0 and 900)
);
create index companies_by_region on companies (region_code);
create index companies_by_city on companies (city_code);
create index companies_by_province on companies (province_code);
create index companies_by_division on companies (industry_division_code);

create table company_shareholders (
  company_id text not null references companies on delete cascade,
  seq smallint not null,
  holder_entity_id text not null default '',
  holder_entity_type text not null,
  holder_entity_name text not null,
  ratio numeric(7, 4) not null default 0,
  subscribed_capital numeric(18, 2) not null default 0,
  primary key (company_id, seq),
  check (holder_entity_type in ('1', '2'))
);
create index company_shareholders_by_holder on company_shareholders (holder_entity_id)
  where holder_entity_type = '2';

create table company_listings (
  stock_code text primary key,
  company_id text not null references companies on delete cascade,
  stock_type_name text not null,
  stock_name text not null,
  exchange text not null,
  exchange_name text not null,
  list_date date not null,
  total_shares numeric(20, 0) not null,
  float_shares numeric(20, 0) not null
);
create index company_listings_by_company on company_listings (company_id);

create table stock_daily (
  stock_code text not null references company_listings on delete cascade,
  trade_date date not null,
  prev_close numeric(12, 2) not null,
  open numeric(12, 2) not null,
  high numeric(12, 2) not null,
  low numeric(12, 2) not null,
  close numeric(12, 2) not null,
  volume numeric(20, 0) not null,
  amount numeric(20, 2) not null,
  primary key (stock_code, trade_date),
  check (low <= open and low <= close and high >= open and high >= close)
);

create table company_financials (
  company_id text not null references companies on delete cascade,
  yr smallint not null,
  revenue numeric(18, 2) not null,
  net_profit numeric(18, 2) not null,
  total_assets numeric(18, 2) not null,
  total_liabilities numeric(18, 2) not null,
  net_assets numeric(18, 2) not null,
  rd_expense numeric(18, 2) not null,
  tax_paid numeric(18, 2) not null,
  employees integer not null,
  loar_rate numeric(8, 2) not null,
  assets_growth_rate numeric(10, 2) not null,
  business_rate numeric(10, 2) not null,
  primary key (company_id, yr)
);

create table company_dynamics (
  id bigserial primary key,
  company_id text not null references companies on delete cascade,
  title text not null,
  publisher text not null default '',
  is_sys smallint not null default 1,
  web_source text not null default '',
  init_source text not null default '',
  publish_dt timestamptz not null,
  content text not null default '',
  url text not null default ''
);
create index company_dynamics_by_company on company_dynamics (company_id, publish_dt desc);

create table company_tag_changes (
  id bigserial primary key,
  company_id text not null references companies on delete cascade,
  changed_on date not null,
  change_tag_code text not null,
  action text not null,
  tag_name text not null,
  check (change_tag_code in ('qualificationTags', 'techFieldTags', 'serviceAndProductTags', 'industrLayoutList')),
  check (action in ('add', 'remove'))
);
create index company_tag_changes_by_company on company_tag_changes (company_id, changed_on);

create table company_layouts (
  company_id text not null references companies on delete cascade,
  node_code text not null references chain_nodes,
  chain_code text not null references industry_chains,
  primary key (company_id, node_code)
);
create index company_layouts_by_node on company_layouts (node_code);
create index company_layouts_by_chain on company_layouts (chain_code);

create table company_relations (
  company_id text not null references companies on delete cascade,
  related_company_id text not null,
  relation text not null,
  primary key (company_id, related_company_id)
);

create table investment_orgs (
  org_id text primary key,
  org_name text not null,
  org_type text not null,
  usc_no text not null unique,
  region_code text not null,
  established_date date not null,
  manager_registration_no text not null default '',
  descr text not null default '',
  management_size numeric(18, 2) not null default 0,
  invest_amt numeric(18, 2) not null default 0,
  invest_cnt integer not null default 0
);

create table org_funds (
  org_id text not null references investment_orgs on delete cascade,
  seq smallint not null,
  fund_name text not null,
  fund_type text not null,
  fund_size numeric(18, 2) not null,
  established_date date not null,
  primary key (org_id, seq)
);

create table org_investments (
  id bigserial primary key,
  org_id text not null references investment_orgs on delete cascade,
  company_id text not null references companies on delete cascade,
  fund_name text not null,
  invest_date date not null,
  round text not null,
  amount numeric(18, 2) not null
);
create index org_investments_by_org on org_investments (org_id, invest_date desc);
create index org_investments_by_company on org_investments (company_id);

create table bigdata_datasets (
  id smallint primary key default 1,
  source text not null,
  seed text,
  size integer not null,
  loaded_at timestamptz not null default now(),
  check (id = 1)
);

create table company_follows (
  tenant_id text not null references tenants on delete cascade,
  user_id text not null references users on delete cascade,
  company_id text not null references companies on delete cascade,
  is_top boolean not null default false,
  topped_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, user_id, company_id)
);
create index company_follows_by_user on company_follows (tenant_id, user_id, is_top desc, topped_at desc, created_at desc);
`;
