import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0800_chain_exports. */
export interface ChainExportQuotasTable {
  tenant_id: string;
  total: number;
  used: number;
}

/** Tables of migration 0810_user_chains. */
export interface UserChainsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  name: string;
  source_chain_code: string | null;
  node_count: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}
export interface UserChainNodesTable {
  tenant_id: string;
  chain_id: string;
  node_key: string;
  parent_key: string | null;
  name: string;
  source_code: string | null;
  sort: number;
}
export interface UserChainCompaniesTable {
  tenant_id: string;
  chain_id: string;
  node_key: string;
  company_id: string;
  attached: boolean;
  created_at: DefaultTimestamp;
}
export interface UserChainSharesTable {
  id: string;
  tenant_id: string;
  user_id: string;
  chain_id: string;
  share_key: string;
  view_count: Generated<number>;
  created_at: DefaultTimestamp;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}
export interface UserLastChainsTable {
  tenant_id: string;
  user_id: string;
  chain_code: string | null;
  user_chain_id: string | null;
  used_at: DefaultTimestamp;
}

export interface ChainUserGroupsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  group_name: string;
  sort: Generated<number>;
  created_at: DefaultTimestamp;
}
export interface ChainGroupCompaniesTable {
  tenant_id: string;
  group_id: string;
  company_id: string;
  added_at: DefaultTimestamp;
}
export interface ChainIndexEntriesTable {
  tenant_id: string;
  user_id: string;
  chain_code: string;
  visits: Generated<number>;
  last_visited_at: DefaultTimestamp;
}

export interface ChainTables {
  chain_export_quotas: ChainExportQuotasTable;
  user_chains: UserChainsTable;
  user_chain_nodes: UserChainNodesTable;
  user_chain_companies: UserChainCompaniesTable;
  user_chain_shares: UserChainSharesTable;
  user_last_chains: UserLastChainsTable;
  chain_user_groups: ChainUserGroupsTable;
  chain_group_companies: ChainGroupCompaniesTable;
  chain_index_entries: ChainIndexEntriesTable;
}
