/**
 * Patents and change events of the companies (docs/enterprise-data.md), part of bigdata's read
 * model, and the two profile columns 精准拓客 filters on (docs/leads.md): `has_patents` (any patent on
 * record) and `capital_increased_on` (the day of the latest registered-capital increase), each with
 * its index so either filter stays one indexed condition on company_profiles. Written with the
 * company by the bigdata store (insertChildren → refreshProfiles), filled here for the data a
 * database holds already (none before this migration: the columns start false and null).
 *
 * A patent's number is its CNIPA application number (CN + 12 digits + check character), unique.
 * Published and granted days may be missing (an application not yet published, not yet granted).
 * A change is one dated event; a 'capital' one carries its amounts (万元), so an increase is
 * `after_amount > before_amount` (the partial index holds exactly those).
 */
export default /* sql */ `
create table company_patents (
  id bigserial primary key,
  company_id text not null references companies on delete cascade,
  patent_no text not null unique,
  title text not null,
  kind text not null,
  ipc text not null default '',
  applicant text not null default '',
  inventors text[] not null default '{}',
  applied_on date not null,
  published_on date,
  granted_on date,
  legal_status text not null,
  check (kind in ('invention', 'utility', 'design')),
  check (legal_status in ('pending', 'granted', 'lapsed')),
  check (legal_status <> 'granted' or granted_on is not null),
  check (legal_status <> 'pending' or granted_on is null),
  check (published_on is null or published_on >= applied_on),
  check (granted_on is null or granted_on >= applied_on)
);
create index company_patents_by_company on company_patents (company_id, applied_on desc);

create table company_changes (
  id bigserial primary key,
  company_id text not null references companies on delete cascade,
  changed_on date not null,
  kind text not null,
  before_text text not null default '',
  after_text text not null default '',
  before_amount numeric(18, 2),
  after_amount numeric(18, 2),
  check (kind in ('capital', 'legalRep', 'shareholder', 'address', 'name', 'status', 'branch',
    'financing', 'court', 'penalty')),
  check (case when kind = 'capital' then before_amount is not null and after_amount is not null
    else before_amount is null and after_amount is null end)
);
create index company_changes_by_company on company_changes (company_id, changed_on);
create index company_changes_capital_increases on company_changes (company_id, changed_on)
  where kind = 'capital' and after_amount > before_amount;

alter table company_profiles add column has_patents boolean not null default false;
alter table company_profiles add column capital_increased_on date;
update company_profiles p set
  has_patents = exists (select 1 from company_patents t where t.company_id = p.company_id),
  capital_increased_on = (select max(ch.changed_on) from company_changes ch
    where ch.company_id = p.company_id and ch.kind = 'capital' and ch.after_amount > ch.before_amount)
where exists (select 1 from company_patents t where t.company_id = p.company_id)
  or exists (select 1 from company_changes ch where ch.company_id = p.company_id and ch.kind = 'capital');
create index company_profiles_patents on company_profiles (company_id) where has_patents;
create index company_profiles_capital_increased on company_profiles (capital_increased_on);
`;
