import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0610_im_chat. Only im_group_create_records is tenant-owned. */
export interface ImGroupsTable {
  id: string;
  type: 'general' | 'org';
  name: string;
  owner_id: string;
  creator_tenant_id: string;
  org_tenant_id: string | null;
  face_url: Generated<string>;
  introduction: Generated<string>;
  notification: Generated<string>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  dissolved_at: Timestamp | null;
}

export interface ImGroupMembersTable {
  group_id: string;
  user_id: string;
  role: Generated<'owner' | 'admin' | 'member'>;
  nickname: Generated<string>;
  joined_at: DefaultTimestamp;
}

export interface ImConversationsTable {
  id: string;
  type: 'C2C' | 'GROUP';
  group_id: string | null;
  last_seq: Generated<number>;
  last_message_at: Timestamp | null;
  last_abstract: Generated<string>;
  last_sender_id: string | null;
  created_at: DefaultTimestamp;
}

export interface ImConversationMembersTable {
  conversation_id: string;
  user_id: string;
  read_seq: Generated<number>;
  unread: Generated<number>;
  joined_seq: Generated<number>;
  left_seq: number | null;
  hidden: Generated<boolean>;
  updated_at: DefaultTimestamp;
}

export interface ImMessagesTable {
  conversation_id: string;
  seq: number;
  id: string;
  sender_id: string;
  client_msg_id: string;
  type: string;
  /** jsonb: written as a JSON string, read as the object. */
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: DefaultTimestamp;
}

export interface ImGroupCreateRecordsTable {
  id: string;
  tenant_id: string;
  creator_id: string;
  group_id: string;
  group_name: string;
  member_ids: string[];
  created_at: DefaultTimestamp;
}

export interface ImChatTables {
  im_groups: ImGroupsTable;
  im_group_members: ImGroupMembersTable;
  im_conversations: ImConversationsTable;
  im_conversation_members: ImConversationMembersTable;
  im_messages: ImMessagesTable;
  im_group_create_records: ImGroupCreateRecordsTable;
}
