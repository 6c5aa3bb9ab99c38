/**
 * The chain places of each profile in one GIN-indexed array (docs/leads.md, speed): every node the
 * company sits on with each of its ancestors up to the chain's own code (a node code is the chain
 * code followed by two digits a level), so "on this chain", "on this node or under it" and "on any
 * of the seeds' nodes" are one `&&` over the index, combined as bitmaps with the other filters,
 * instead of a semi-join into company_layouts that PostgreSQL planned as a scan of every profile.
 * Written with the company by the bigdata store (refreshProfiles), filled here for the data there.
 */
export default /* sql */ `
alter table company_profiles add column node_paths text[] not null default '{}';
update company_profiles p set node_paths = x.paths
from (
  select l.company_id, array_agg(distinct left(l.node_code, length(l.chain_code) + 2 * k.level)) as paths
  from company_layouts l
  cross join lateral generate_series(0, (length(l.node_code) - length(l.chain_code)) / 2) as k(level)
  group by l.company_id
) x
where x.company_id = p.company_id;
create index company_profiles_node_paths on company_profiles using gin (node_paths);
`;
