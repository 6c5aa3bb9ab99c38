import type { DefaultTimestamp } from './accounts';

/** Tables of migration 1080_sales (shared: sellers and buyers span tenants of one customer). */
export interface SalesCodesTable {
  code: string;
  user_id: string;
  customer_code: string;
  created_at: DefaultTimestamp;
}

export interface SalesTeamsTable {
  id: string;
  customer_code: string;
  name: string;
  leader_user_id: string;
  team_code: string;
  created_at: DefaultTimestamp;
}

export interface SalesTeamMembersTable {
  user_id: string;
  team_id: string;
  role: 'leader' | 'member';
  joined_at: DefaultTimestamp;
}

export interface SalesBindingsTable {
  user_id: string;
  customer_code: string;
  sell_code: string;
  source: 'link' | 'manual';
  bound_at: DefaultTimestamp;
}

export interface SalesTables {
  sales_codes: SalesCodesTable;
  sales_teams: SalesTeamsTable;
  sales_team_members: SalesTeamMembersTable;
  sales_bindings: SalesBindingsTable;
}
