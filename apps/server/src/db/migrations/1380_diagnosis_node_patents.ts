/**
 * 产业诊断's patents (issue 28 item 4; docs/industry-diagnosis.md, "Speed"):
 * diagnosis_node_patents (industry-diagnosis) keeps the patents of the enterprise read model's
 * companies counted per region (nation '100000', provinces, cities, counties) and chain place
 * (company_profiles.node_paths), with those applied for since `recent_since` of the last build, so a
 * diagnosis reads its nodes by key instead of joining a chain's companies nationwide with millions
 * of patents per call. diagnosis_node_patent_builds says when and from what it was built.
 */
export default /* sql */ `
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
`;
