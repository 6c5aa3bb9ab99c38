/**
 * 研究报告, the platform's research-report library (issue 28 item 6; docs/research-reports.md): one row
 * per report with its chain, region, publisher, day and table of contents. The PDF is drawn from the
 * row when it is read (research-reports/pdf.ts), so a row is the whole report. Platform content, the
 * same for every tenant: no tenant column.
 */
export default /* sql */ `
create table research_reports (
  id bigserial primary key,
  title text not null check (length(title) between 1 and 120),
  summary text not null,
  kind text not null check (kind in ('industry', 'region', 'company', 'policy')),
  chain_code text not null default '',
  region_code text not null check (region_code ~ '^[0-9]{6}$'),
  publisher text not null,
  published_on date not null,
  pages smallint not null check (pages between 1 and 200),
  sections text[] not null check (cardinality(sections) between 1 and 30)
);
create index research_reports_newest on research_reports (published_on desc, id desc);
create index research_reports_by_chain on research_reports (chain_code, published_on desc);
create index research_reports_by_province on research_reports (substr(region_code, 1, 2), published_on desc);
`;
