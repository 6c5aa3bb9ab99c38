import type { DefaultTimestamp } from './accounts';

/** Table of migration 0600_im_people: who used chat; the IM account is the user id. */
export interface ImUsersTable {
  user_id: string;
  im_account: string;
  first_used_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
  last_tenant_id: string | null;
}

export interface ImPeopleTables {
  im_users: ImUsersTable;
}
