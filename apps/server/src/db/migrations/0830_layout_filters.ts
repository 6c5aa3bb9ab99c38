/**
 * A chain node's company page filters by region, status, capital band, name keyword and
 * qualification tag, and its statistics count companies by region, status, capital band, founding
 * decade and listing (docs/chain-maps.md). Each placement carries copies of those company columns,
 * written with the company by `companyRows` (the generator and the import alike; an import that
 * updates a company rewrites its placements), so that counting, paging and counting by kind a
 * node's filtered companies reads one index range (`company_layouts_filter`, index-only) instead
 * of visiting every company of the subtree: at 1,000,000 companies that took 0.8-1 s a page.
 *
 * The key orders a node's companies by capital, as the company page does.
 */
export default /* sql */ `
alter table company_layouts
  add column company_name text not null default '',
  add column region_code text not null default '',
  add column reg_status_code text not null default '1',
  add column reg_status_name text not null default '',
  add column reg_capital numeric(18, 2) not null default 0,
  add column qualification_tags text[] not null default '{}',
  add column es_dt date,
  add column is_listed boolean not null default false;

update company_layouts l
  set company_name = c.company_name, region_code = c.region_code, reg_status_code = c.reg_status_code,
    reg_status_name = c.reg_status_name, reg_capital = c.reg_capital,
    qualification_tags = c.qualification_tags, es_dt = c.es_dt, is_listed = c.is_listed
  from companies c where c.company_id = l.company_id;

alter table company_layouts
  alter column company_name drop default,
  alter column region_code drop default,
  alter column reg_status_code drop default,
  alter column reg_status_name drop default,
  alter column reg_capital drop default,
  alter column qualification_tags drop default,
  alter column is_listed drop default;

drop index company_layouts_by_node;
create index company_layouts_filter on company_layouts (node_code, reg_capital desc, company_id)
  include (region_code, reg_status_code, reg_status_name, es_dt, is_listed, company_name, qualification_tags);
`;
