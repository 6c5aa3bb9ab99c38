import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './accounts';

/** Tables of migration 0900_content. */
export type PublicationKind = 'article' | 'supply' | 'demand' | 'project' | 'activity' | 'policy';
export type PublicationSection = 'politics' | 'customer' | 'member' | 'business' | 'toker' | 'tokerFinance';
export type PublicationVisibility = 'public' | 'signedIn' | 'purchasers' | 'org';
export type PublicationStatus = 'draft' | 'published' | 'withdrawn';
export type PublicationAttachment = { name: string; url: string; size: number };
/** numeric is read as a number (db/type-parsers.ts). */
type Amount = ColumnType<number | null, number | null | undefined, number | null>;
/** jsonb: written as a JSON string, read as the value. */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface PublicationsTable {
  id: string;
  customer_code: string;
  tenant_id: string;
  author_id: string;
  kind: PublicationKind;
  section: PublicationSection | null;
  visibility: Generated<PublicationVisibility>;
  status: Generated<PublicationStatus>;
  title: string;
  cover: string | null;
  summary: Generated<string>;
  /** A RichDocument (packages/contracts/src/content), validated before it is stored. */
  body: Json<unknown>;
  body_text: Generated<string>;
  attachments: JsonDefault<PublicationAttachment[]>;
  tags: Generated<string[]>;
  industry_code: string | null;
  chain_code: string | null;
  chain_node_id: string | null;
  region_code: string | null;
  project_amount: Amount;
  activity_start: Timestamp | null;
  activity_end: Timestamp | null;
  activity_place: string | null;
  activity_capacity: number | null;
  registration_deadline: Timestamp | null;
  view_count: Generated<number>;
  like_count: Generated<number>;
  collect_count: Generated<number>;
  comment_count: Generated<number>;
  registration_count: Generated<number>;
  published_at: Timestamp | null;
  withdrawn_by: string | null;
  /** Migration 0905: the organisation administrator's reason (moderation). */
  withdraw_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PublicationCommentsTable {
  id: string;
  publication_id: string;
  customer_code: string;
  tenant_id: string;
  author_id: string;
  parent_id: string | null;
  reply_to_user_id: string | null;
  body: string;
  deleted_at: Timestamp | null;
  created_at: DefaultTimestamp;
}

export interface ActivityRegistrationsTable {
  publication_id: string;
  user_id: string;
  customer_code: string;
  tenant_id: string;
  name: string;
  phone: string;
  company: Generated<string>;
  note: Generated<string>;
  created_at: DefaultTimestamp;
}

export type LikeTargetKind = 'publication' | 'dynamic';
export type CollectionTargetKind = 'publication' | 'dynamic' | 'policy';

export interface ContentLikesTable {
  tenant_id: string;
  user_id: string;
  target_kind: LikeTargetKind;
  target_id: string;
  created_at: DefaultTimestamp;
}

export interface ContentCollectionsTable {
  tenant_id: string;
  user_id: string;
  target_kind: CollectionTargetKind;
  target_id: string;
  created_at: DefaultTimestamp;
}

export interface SensitiveWordsTable {
  word: string;
  created_at: DefaultTimestamp;
}

/** Tables of migration 0910_content_follows. */
export type ContentFollowKind = 'org' | 'chain';
export type FollowGroupMemberKind = 'person' | 'company' | 'org' | 'chain';

export interface ContentFollowsTable {
  tenant_id: string;
  user_id: string;
  target_kind: ContentFollowKind;
  target_id: string;
  created_at: DefaultTimestamp;
}

export interface FollowGroupsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  parent_id: string | null;
  name: string;
  sort: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface FollowGroupMembersTable {
  tenant_id: string;
  group_id: string;
  target_kind: FollowGroupMemberKind;
  target_id: string;
  created_at: DefaultTimestamp;
}

export interface FeedSettingsTable {
  tenant_id: string;
  user_id: string;
  kinds: string[];
  updated_at: DefaultTimestamp;
}

export interface ContentTables {
  publications: PublicationsTable;
  publication_comments: PublicationCommentsTable;
  activity_registrations: ActivityRegistrationsTable;
  content_likes: ContentLikesTable;
  content_collections: ContentCollectionsTable;
  sensitive_words: SensitiveWordsTable;
  content_follows: ContentFollowsTable;
  follow_groups: FollowGroupsTable;
  follow_group_members: FollowGroupMembersTable;
  feed_settings: FeedSettingsTable;
}
