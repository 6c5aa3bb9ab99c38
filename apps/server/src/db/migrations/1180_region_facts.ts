/**
 * 精准招商's analysis (issue 27 items 1–3; docs/attract.md):
 * - region_facts, region_parks (bigdata): a region's population, GDP, area, leading industries and
 *   industrial parks; the demo fills them with generated figures for every region of the
 *   dictionary (source 'generated'), an import would write 'import';
 * - attract_node_stats (attract): the enterprise read model counted per region and chain place
 *   (company_profiles.node_paths), kept so a region's gaps over every chain, against the nation and
 *   its peer regions, are a few index reads instead of grouping a million profiles per call;
 *   attract_node_stats_builds says when and from how many companies it was built.
 */
export default /* sql */ `
create table region_facts (
  region_code text primary key check (region_code ~ '^[0-9]{6}$'),
  level smallint not null check (level between 1 and 3),
  year smallint not null,
  population float8 not null,
  gdp float8 not null,
  gdp_growth float8 not null,
  area float8 not null,
  industries text not null default '[]',
  source text not null default 'generated' check (source in ('generated', 'import'))
);

create table region_parks (
  park_id text primary key,
  region_code text not null check (region_code ~ '^[0-9]{6}$'),
  name text not null,
  grade text not null check (grade in ('national', 'provincial')),
  area float8 not null,
  industries text[] not null default '{}',
  source text not null default 'generated' check (source in ('generated', 'import'))
);
create index region_parks_region on region_parks (region_code);

create table attract_node_stats (
  region_code text not null,
  level smallint not null,
  node_code text not null,
  companies integer not null,
  capital float8 not null,
  new_companies integer not null,
  primary key (region_code, node_code)
);
create index attract_node_stats_node on attract_node_stats (level, node_code);

create table attract_node_stats_builds (
  id smallint primary key check (id = 1),
  built_at timestamptz not null default now(),
  new_since date not null,
  companies integer not null
);
`;
