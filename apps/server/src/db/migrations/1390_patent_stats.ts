/**
 * 专利's statistics kept (docs/patents.md): the counts by type, legal status, IPC class and year of
 * every patent, of each province's and of each chain's, built from the enterprise read model by
 * the patents module (lib/kept-aggregate: once when missing, again once a day old). A chain's or a
 * province's statistics are then a few dozen rows read by key instead of grouping millions of
 * patents per call. patent_stats_builds says when.
 */
export default /* sql */ `
create table patent_stats (
  scope text not null check (scope in ('all', 'chain', 'province')),
  code text not null,
  dimension text not null check (dimension in ('kind', 'status', 'ipc', 'year')),
  value text not null,
  count integer not null check (count > 0),
  primary key (scope, code, dimension, value)
);

create table patent_stats_builds (
  id smallint primary key check (id = 1),
  built_at timestamptz not null default now(),
  patents integer not null
);
`;
