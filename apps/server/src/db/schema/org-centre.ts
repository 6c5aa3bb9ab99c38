import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 1090_org_centre (docs/org-centre.md), all tenant-owned. */
export interface OrgDepartmentsTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  name: string;
  sort: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface OrgPostsTable {
  id: string;
  tenant_id: string;
  name: string;
  sort: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface OrgRolesTable {
  id: string;
  tenant_id: string;
  name: string;
  /** jsonb: written as a JSON string, read as the array. */
  permissions: ColumnType<string[], string | undefined, string>;
  created_at: DefaultTimestamp;
}

export interface OrgStaffTable {
  tenant_id: string;
  user_id: string;
  department_id: string | null;
  post_id: string | null;
}

export interface OrgStaffRolesTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

export interface OrgInvitationsTable {
  id: string;
  tenant_id: string;
  token_hash: string;
  phone: Generated<string>;
  created_by: string;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface OrgJoinRequestsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  invitation_id: string | null;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  created_at: DefaultTimestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
}

export interface OrgSeatsTable {
  tenant_id: string;
  user_id: string;
  assigned_by: string | null;
  assigned_at: DefaultTimestamp;
}

export interface OrgAccountsTable {
  tenant_id: string;
  credit_code: Generated<string>;
  industry: Generated<string>;
  region: Generated<string>;
  logo: Generated<string>;
  certification: Generated<'uncertified' | 'pending' | 'certified'>;
  labels_imported_at: Timestamp | null;
  updated_at: DefaultTimestamp;
}

export interface OrgCentreTables {
  org_departments: OrgDepartmentsTable;
  org_posts: OrgPostsTable;
  org_roles: OrgRolesTable;
  org_staff: OrgStaffTable;
  org_staff_roles: OrgStaffRolesTable;
  org_invitations: OrgInvitationsTable;
  org_join_requests: OrgJoinRequestsTable;
  org_seats: OrgSeatsTable;
  org_accounts: OrgAccountsTable;
}
