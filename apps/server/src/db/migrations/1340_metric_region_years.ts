/**
 * The deep database's metric table and the large screen (issue 28 item 10; docs/metric-table.md):
 * metric_region_years (metric-table) keeps the enterprise read model counted per region (nation
 * '100000', provinces, cities, counties) and year: companies founded (year 0: no founding day on
 * record), their registered capital, patent applications and financing events. A table of 34
 * provinces over ten years is then a few hundred rows read by key instead of grouping a million
 * profiles and millions of patents and events per call. metric_region_year_builds says when.
 */
export default /* sql */ `
create table metric_region_years (
  region_code text not null,
  level smallint not null check (level between 0 and 3),
  year smallint not null,
  new_companies integer not null,
  new_capital float8 not null,
  patents integer not null,
  financing integer not null,
  primary key (region_code, year)
);

create table metric_region_year_builds (
  id smallint primary key check (id = 1),
  built_at timestamptz not null default now(),
  companies integer not null
);
`;
