import type { AccountsTables } from './accounts';
import type { BigdataTables } from './bigdata';
import type { ChainTables } from './chain';
import type { ContentTables } from './content';
import type { FilesTables } from './files';
import type { ImChatTables } from './im-chat';
import type { ImPeopleTables } from './im-people';
import type { InvoicesTables } from './invoices';
import type { SalesTables } from './sales';
import type { MediaTrackingTables } from './media-tracking';
import type { OrgCentreTables } from './org-centre';
import type { LeadsTables } from './leads';
import type { CustomersTables } from './customers';
import type { AssociationTables } from './association';
import type { GovTables } from './gov';
import type { RegionFactsTables } from './region-facts';
import type { ResearchReportsTables } from './research-reports';
import type { CompanyTrackingTables } from './company-tracking';
import type { MetricTableTables } from './metric-table';
import type { PatentsTables } from './patents';
import type { IndustryAnalysisTables } from './industry-analysis';
import type { IndustryDiagnosisTables } from './industry-diagnosis';
import type { IndustryTrackingTables } from './industry-tracking';
import type { PoliciesTables } from './policies';
import type { AttractTables } from './attract';
import type { OrgTables } from './org';
import type { PayTables } from './pay';
import type { PurchaseContractsTables } from './purchase-contracts';
import type { QueriesTables } from './queries';
import type { ReportsTables } from './reports';
import type { ShellTables } from './shell';
import type { VcardTables } from './vcard';
import type { WidgetTables } from './widget';

export type { Timestamp } from './accounts';

/** Every table, exactly as the SQL migrations create it (db/migrations). */
export interface Database
  extends
    AccountsTables,
    ShellTables,
    PayTables,
    BigdataTables,
    ReportsTables,
    VcardTables,
    FilesTables,
    ImChatTables,
    ImPeopleTables,
    WidgetTables,
    ChainTables,
    ContentTables,
    QueriesTables,
    OrgTables,
    LeadsTables,
    CustomersTables,
    AssociationTables,
    GovTables,
    RegionFactsTables,
    ResearchReportsTables,
    CompanyTrackingTables,
    MetricTableTables,
    PatentsTables,
    IndustryAnalysisTables,
    IndustryDiagnosisTables,
    IndustryTrackingTables,
    PoliciesTables,
    AttractTables,
    InvoicesTables,
    SalesTables,
    MediaTrackingTables,
    PurchaseContractsTables,
    OrgCentreTables {
  schema_migrations: { id: string; applied_at: Date };
}

/**
 * Tables whose rows belong to one tenant (a `tenant_id` column): modules reach them only through
 * the caller's TenantScope (db/tenant-scope.ts). Keep in step with TENANT_TABLES below.
 */
export type TenantTable =
  | 'org_profiles'
  | 'feedback'
  | 'user_invitations'
  | 'tenant_purchases'
  | 'im_friends'
  | 'vcard_holder'
  | 'user_attention'
  | 'pay_orders'
  | 'pay_transactions'
  | 'pay_trials'
  | 'company_follows'
  | 'reports'
  | 'report_files'
  | 'report_quotas'
  | 'vcards'
  | 'vcard_modules'
  | 'im_friend_applications'
  | 'uploaded_files'
  | 'im_group_create_records'
  | 'chain_export_quotas'
  | 'user_chains'
  | 'user_chain_nodes'
  | 'user_chain_companies'
  | 'user_chain_shares'
  | 'user_last_chains'
  | 'chain_user_groups'
  | 'chain_group_companies'
  | 'chain_index_entries'
  | 'content_likes'
  | 'content_collections'
  | 'content_follows'
  | 'follow_groups'
  | 'follow_group_members'
  | 'feed_settings'
  | 'query_history'
  | 'lead_lists'
  | 'lead_list_shares'
  | 'leads'
  | 'lead_follow_ups'
  | 'lead_export_quotas'
  | 'crm_customers'
  | 'crm_collaborators'
  | 'crm_contacts'
  | 'crm_stages'
  | 'crm_deals'
  | 'crm_activities'
  | 'crm_tasks'
  | 'crm_saved_views'
  | 'assoc_settings'
  | 'assoc_levels'
  | 'assoc_members'
  | 'assoc_applications'
  | 'assoc_dues'
  | 'assoc_posts'
  | 'gov_settings'
  | 'gov_departments'
  | 'gov_appeals'
  | 'gov_appeal_events'
  | 'gov_notices'
  | 'gov_notice_companies'
  | 'gov_company_links'
  | 'attract_stages'
  | 'attract_projects'
  | 'attract_project_members'
  | 'attract_project_records'
  | 'attract_project_files'
  | 'attract_project_steps'
  | 'attract_project_moves'
  | 'invoice_titles'
  | 'invoices'
  | 'purchase_contracts'
  | 'monitor_groups'
  | 'monitored_companies'
  | 'monitor_group_companies'
  | 'industry_follows'
  | 'org_departments'
  | 'org_posts'
  | 'org_roles'
  | 'org_staff'
  | 'org_staff_roles'
  | 'org_seats'
  | 'org_accounts'
  | 'policy_collects';

export const TENANT_TABLES = [
  'org_profiles',
  'feedback',
  'user_invitations',
  'tenant_purchases',
  'im_friends',
  'vcard_holder',
  'user_attention',
  'pay_orders',
  'pay_transactions',
  'pay_trials',
  'company_follows',
  'reports',
  'report_files',
  'report_quotas',
  'vcards',
  'vcard_modules',
  'im_friend_applications',
  'uploaded_files',
  'im_group_create_records',
  'chain_export_quotas',
  'user_chains',
  'user_chain_nodes',
  'user_chain_companies',
  'user_chain_shares',
  'user_last_chains',
  'chain_user_groups',
  'chain_group_companies',
  'chain_index_entries',
  'content_likes',
  'content_collections',
  'content_follows',
  'follow_groups',
  'follow_group_members',
  'feed_settings',
  'query_history',
  'lead_lists',
  'lead_list_shares',
  'leads',
  'lead_follow_ups',
  'lead_export_quotas',
  'crm_customers',
  'crm_collaborators',
  'crm_contacts',
  'crm_stages',
  'crm_deals',
  'crm_activities',
  'crm_tasks',
  'crm_saved_views',
  'assoc_settings',
  'assoc_levels',
  'assoc_members',
  'assoc_applications',
  'assoc_dues',
  'assoc_posts',
  'gov_settings',
  'gov_departments',
  'gov_appeals',
  'gov_appeal_events',
  'gov_notices',
  'gov_notice_companies',
  'gov_company_links',
  'attract_stages',
  'attract_projects',
  'attract_project_members',
  'attract_project_records',
  'attract_project_files',
  'attract_project_steps',
  'attract_project_moves',
  'invoice_titles',
  'invoices',
  'purchase_contracts',
  'monitor_groups',
  'monitored_companies',
  'monitor_group_companies',
  'industry_follows',
  'org_departments',
  'org_posts',
  'org_roles',
  'org_staff',
  'org_staff_roles',
  'org_seats',
  'org_accounts',
  'policy_collects',
] as const satisfies readonly TenantTable[];

/** What modules may query without a scope: every table except the tenant-owned ones. */
export type SharedDatabase = Omit<Database, TenantTable>;

type Missing = Exclude<TenantTable, (typeof TENANT_TABLES)[number]>;
/** Fails to compile when a TenantTable is missing from TENANT_TABLES. */
export const TENANT_TABLES_COMPLETE: Missing extends never ? true : never = true;
