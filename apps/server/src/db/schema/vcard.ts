import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './accounts';

/** Tables of migration 0500_vcard. */
export interface VcardsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  type: number;
  org_id: Generated<string>;
  org_name: Generated<string>;
  user_name: string;
  nick_name: Generated<string>;
  avatar: Generated<string>;
  post: Generated<string>;
  dept: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  address: Generated<string>;
  company_id: string | null;
  region_code: string | null;
  encrypt: Generated<boolean>;
  if_opened: Generated<boolean>;
  is_deleted: Generated<boolean>;
  is_default: Generated<boolean>;
  sort: Generated<number>;
  sync_time: DefaultTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface VcardModulesTable {
  id: string;
  tenant_id: string;
  vcard_id: string;
  module_code: number;
  module_name: Generated<string>;
  if_display: Generated<number>;
  content: Generated<string>;
  sort: Generated<number>;
}

export interface ImFriendApplicationsTable {
  id: string;
  tenant_id: string;
  apply_user_id: string;
  resp_user_id: string;
  source: Generated<string>;
  wording: Generated<string>;
  remark: Generated<string>;
  vcard_ids: string[];
  status: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface VcardTables {
  vcards: VcardsTable;
  vcard_modules: VcardModulesTable;
  im_friend_applications: ImFriendApplicationsTable;
}
