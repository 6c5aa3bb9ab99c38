/**
 * The 客户管理 workspace (issue 26 items 5–9; docs/customers.md): an organisation's customers
 * (`crm_` tables, apart from `customers`, the white-label customers of accounts), their
 * collaborators and contacts, the pipeline's stages, deals, the timeline and tasks. Tenant-owned.
 *
 * One customer per credit key and organisation (the credit code, or `id:<company>` for a company
 * without one; hand-entered companies without a code have none). A stage holding deals cannot be
 * deleted (restrict). Indexes: the customer table by owner and recency, a customer's deals,
 * contacts, timeline and tasks, the deals table and board by recency and stage, tasks due by assignee, won deals by month.
 */
export default /* sql */ `
create table crm_customers (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  owner_id text not null references users,
  name text not null,
  usc_no text,
  credit_key text,
  company_id text,
  region_code text,
  industry_code text,
  source text not null check (source in ('manual', 'data', 'lead', 'import', 'card', 'chat')),
  tags text[] not null default '{}',
  last_activity_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, credit_key)
);
create index crm_customers_by_owner on crm_customers (tenant_id, owner_id, updated_at desc, id desc);
create index crm_customers_by_time on crm_customers (tenant_id, updated_at desc, id desc);

create table crm_collaborators (
  tenant_id text not null references tenants on delete cascade,
  customer_id bigint not null references crm_customers on delete cascade,
  user_id text not null references users on delete cascade,
  primary key (customer_id, user_id)
);
create index crm_collaborators_by_user on crm_collaborators (tenant_id, user_id);

create table crm_contacts (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  customer_id bigint not null references crm_customers on delete cascade,
  name text not null,
  title text,
  phone text,
  email text,
  created_at timestamptz not null default now()
);
create index crm_contacts_by_customer on crm_contacts (tenant_id, customer_id, id);

create table crm_stages (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  key text,
  name text not null,
  probability integer not null check (probability between 0 and 100),
  kind text not null check (kind in ('open', 'won', 'lost')),
  position integer not null
);
create index crm_stages_by_tenant on crm_stages (tenant_id, position);

create table crm_deals (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  customer_id bigint not null references crm_customers on delete cascade,
  owner_id text not null references users,
  title text not null,
  amount numeric(16, 2) not null default 0 check (amount >= 0),
  stage_id bigint not null references crm_stages on delete restrict,
  expected_close_on date,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index crm_deals_by_customer on crm_deals (tenant_id, customer_id, updated_at desc);
create index crm_deals_by_time on crm_deals (tenant_id, updated_at desc, id desc);
create index crm_deals_by_stage on crm_deals (tenant_id, stage_id, updated_at desc, id desc);
create index crm_deals_closed on crm_deals (tenant_id, closed_at) where closed_at is not null;

create table crm_activities (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  customer_id bigint not null references crm_customers on delete cascade,
  deal_id bigint references crm_deals on delete set null,
  user_id text not null references users,
  kind text not null
    check (kind in ('note', 'call', 'meeting', 'visit', 'email', 'created', 'stage', 'lead', 'task', 'owner', 'deal')),
  text text not null default '',
  params jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index crm_activities_by_customer on crm_activities (tenant_id, customer_id, created_at desc, id desc);
create index crm_activities_by_time on crm_activities (tenant_id, created_at);

create table crm_tasks (
  id bigserial primary key,
  tenant_id text not null references tenants on delete cascade,
  customer_id bigint not null references crm_customers on delete cascade,
  deal_id bigint references crm_deals on delete set null,
  assignee_id text not null references users,
  created_by text not null references users,
  title text not null,
  due_on date not null,
  done_at timestamptz,
  created_at timestamptz not null default now()
);
create index crm_tasks_by_customer on crm_tasks (tenant_id, customer_id, due_on);
create index crm_tasks_open on crm_tasks (tenant_id, assignee_id, due_on) where done_at is null;
`;
