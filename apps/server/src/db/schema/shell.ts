import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0100_shell (and the `source` column 0200_pay adds to tenant_purchases). */
export interface OrgProfilesTable {
  tenant_id: string;
  user_id: string;
  org_name: string;
  org_type: number;
  industry: Generated<string>;
  contact: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface FeedbackTable {
  id: string;
  tenant_id: string;
  user_id: string;
  content: string;
  contact: Generated<string>;
  page_url: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface UserInvitationsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  inviter_user_id: string | null;
  inviter_tenant_id: string | null;
  sell_code: Generated<string>;
  channel: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface TenantPurchasesTable {
  id: string;
  tenant_id: string;
  business_type: number;
  product_id: Generated<string>;
  region_code: Generated<string>;
  starts_at: DefaultTimestamp;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  source: Generated<string>;
}

export interface ImFriendsTable {
  tenant_id: string;
  user_id: string;
  friend_user_id: string;
  remark: Generated<string>;
  created_at: DefaultTimestamp;
}

export interface VcardHolderTable {
  tenant_id: string;
  user_id: string;
  vcard_id: string;
  created_at: DefaultTimestamp;
}

export interface UserAttentionTable {
  tenant_id: string;
  user_id: string;
  target_user_id: string;
  created_at: DefaultTimestamp;
}

export interface ShellTables {
  org_profiles: OrgProfilesTable;
  feedback: FeedbackTable;
  user_invitations: UserInvitationsTable;
  tenant_purchases: TenantPurchasesTable;
  im_friends: ImFriendsTable;
  vcard_holder: VcardHolderTable;
  user_attention: UserAttentionTable;
}
