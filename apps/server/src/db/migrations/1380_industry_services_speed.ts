/**
 * Speed of the industry services at a million companies (issue 28; bench/README.md):
 *
 * Kept counts of the enterprise read model for 产业分析 and 产业诊断 (docs/industry-analysis.md and
 * docs/industry-diagnosis.md, "Speed"), each rebuilt once a day like attract_node_stats
 * (lib/kept-aggregate):
 * - analysis_chain_counts (industry-analysis): per region (nation '100000', provinces, cities,
 *   counties) and chain, the companies counted by kind and key (every company, new, patenting,
 *   listed, capital and age band, status, scale, qualification, founding year) with their capital,
 *   so an analysis reads a few dozen rows by key instead of a province's ~20,000 profiles;
 * - diagnosis_node_patents (industry-diagnosis): per region and chain place (node_paths), the
 *   patents of its companies and those applied for since `recent_since`, instead of joining a
 *   chain's companies nationwide with millions of patents per diagnosis.
 * Their *_builds rows say when and from what each was built.
 *
 * company_changes_timeline: 企业监控's timeline (docs/company-tracking.md, "Speed") takes each
 * monitored company's newest events up to the page's end from this index alone (day, id and kind
 * in it), instead of reading every event row of 500 companies to find page 25.
 */
export default /* sql */ `
create table analysis_chain_counts (
  region_code text not null,
  level smallint not null check (level between 0 and 3),
  chain_code text not null,
  kind text not null,
  key text not null,
  companies integer not null,
  capital float8 not null,
  primary key (region_code, chain_code, kind, key)
);

create table analysis_chain_count_builds (
  id smallint primary key check (id = 1),
  built_at timestamptz not null default now(),
  today date not null,
  rows integer not null
);

create table diagnosis_node_patents (
  region_code text not null,
  level smallint not null check (level between 0 and 3),
  node_code text not null,
  patents integer not null,
  recent_patents integer not null,
  primary key (region_code, node_code)
);

create table diagnosis_node_patent_builds (
  id smallint primary key check (id = 1),
  built_at timestamptz not null default now(),
  recent_since date not null,
  rows integer not null
);

create index company_changes_timeline on company_changes (company_id, changed_on desc, id desc) include (kind);
`;
