import type { Database } from './schema';

/**
 * The module that owns each table (docs/architecture/data-ownership.md). Only the owner's repo
 * files write it; another module reads it through a function on the owner's index.ts. The compiler
 * refuses a table with no owner here (and an object key cannot have two), and each module's repo
 * sees only its own tables plus the read models it declares (`StoreOf`, db/module-store.ts).
 */
export const TABLE_OWNERS = {
  // accounts: identity and white-label customers
  customers: 'accounts',
  customer_domains: 'accounts',
  customer_config_items: 'accounts',
  customer_changes: 'accounts',
  tenants: 'accounts',
  users: 'accounts',
  tenant_members: 'accounts',
  // auth: sessions and the login guard
  auth_sessions: 'auth',
  refresh_tokens: 'auth',
  login_failures: 'auth',
  login_qr_tickets: 'auth',
  social_login_states: 'auth',
  social_login_tickets: 'auth',
  social_identities: 'auth',
  // captcha, resource (SMS codes), system (dictionaries)
  captchas: 'captcha',
  captcha_verifications: 'captcha',
  sms_codes: 'resource',
  dict_biz: 'system',
  // the shell's small modules
  org_profiles: 'org',
  org_listings: 'org',
  feedback: 'feedback',
  user_invitations: 'invite',
  // pay: catalogue, orders, activation codes, trials, what a tenant bought
  pay_products: 'pay',
  pay_meals: 'pay',
  pay_goods: 'pay',
  pay_orders: 'pay',
  pay_transactions: 'pay',
  pay_sandbox_trades: 'pay',
  pay_activation_codes: 'pay',
  pay_code_failures: 'pay',
  pay_trials: 'pay',
  tenant_purchases: 'pay',
  // social: friendships, friend applications, people followed
  im_friends: 'social',
  im_friend_applications: 'social',
  user_attention: 'social',
  // vcard: cards, their modules and the card folder
  vcards: 'vcard',
  vcard_modules: 'vcard',
  vcard_holder: 'vcard',
  // bigdata: the enterprise data set (ENTERPRISE_READ_MODEL) and its loads
  industry_chains: 'bigdata',
  chain_nodes: 'bigdata',
  companies: 'bigdata',
  company_shareholders: 'bigdata',
  company_listings: 'bigdata',
  stock_daily: 'bigdata',
  company_financials: 'bigdata',
  company_dynamics: 'bigdata',
  company_tag_changes: 'bigdata',
  company_layouts: 'bigdata',
  company_profiles: 'bigdata',
  company_patents: 'bigdata',
  company_changes: 'bigdata',
  company_relations: 'bigdata',
  investment_orgs: 'bigdata',
  org_funds: 'bigdata',
  org_investments: 'bigdata',
  bigdata_datasets: 'bigdata',
  company_imports: 'bigdata',
  // follow: followed companies
  company_follows: 'follow',
  // chain: users' own chains, shares, groups, quotas
  chain_export_quotas: 'chain',
  user_chains: 'chain',
  user_chain_nodes: 'chain',
  user_chain_companies: 'chain',
  user_chain_shares: 'chain',
  user_last_chains: 'chain',
  chain_user_groups: 'chain',
  chain_group_companies: 'chain',
  chain_index_entries: 'chain',
  // reports
  reports: 'reports',
  report_files: 'reports',
  report_quotas: 'reports',
  // files
  uploaded_files: 'files',
  // im: chat storage and groups
  im_groups: 'im',
  im_group_members: 'im',
  im_conversations: 'im',
  im_conversation_members: 'im',
  im_messages: 'im',
  im_group_create_records: 'im',
  im_users: 'im',
  // content: publications and what readers do with them, and the sensitive-word list
  publications: 'content',
  publication_comments: 'content',
  activity_registrations: 'content',
  content_likes: 'content',
  content_collections: 'content',
  sensitive_words: 'content',
  content_follows: 'content',
  follow_groups: 'content',
  follow_group_members: 'content',
  feed_settings: 'content',
  // queries: each user's search history (recent and named)
  query_history: 'queries',
  // leads: the 精准拓客 workspace's lead lists, leads, follow-ups and export quota
  lead_lists: 'leads',
  lead_list_shares: 'leads',
  leads: 'leads',
  lead_follow_ups: 'leads',
  lead_export_quotas: 'leads',
  // customers: the 客户管理 workspace's customers, contacts, stages, deals, timeline and tasks
  crm_customers: 'customers',
  crm_collaborators: 'customers',
  crm_contacts: 'customers',
  crm_stages: 'customers',
  crm_deals: 'customers',
  crm_activities: 'customers',
  crm_tasks: 'customers',
  crm_saved_views: 'customers',
  // association: the 会员管理 workspace's settings, levels, members, applications and dues
  assoc_settings: 'association',
  assoc_levels: 'association',
  assoc_members: 'association',
  assoc_applications: 'association',
  assoc_dues: 'association',
  assoc_posts: 'association',
  // gov: the 政企通 workspace's desk settings, departments, appeals, notices and company links
  gov_settings: 'gov',
  gov_departments: 'gov',
  gov_appeals: 'gov',
  gov_appeal_events: 'gov',
  gov_notices: 'gov',
  gov_notice_companies: 'gov',
  gov_company_links: 'gov',
  // bigdata: region facts and parks; attract: the kept counts per region and chain place (1180)
  region_facts: 'bigdata',
  region_parks: 'bigdata',
  attract_node_stats: 'attract',
  attract_node_stats_builds: 'attract',
  // research-reports: the platform's research-report library (1260)
  research_reports: 'research-reports',
  // company-tracking: 企业监控's monitored companies, groups and read marks (1300)
  monitor_groups: 'company-tracking',
  monitored_companies: 'company-tracking',
  monitor_group_companies: 'company-tracking',
  // metric-table: the read model counted per region and year (1340)
  metric_region_years: 'metric-table',
  metric_region_year_builds: 'metric-table',
  // patents: 专利's statistics kept per chain and province (1390)
  patent_stats: 'patents',
  patent_stats_builds: 'patents',
  // industry-analysis: the companies counted per region, chain, kind and key (1380)
  analysis_chain_counts: 'industry-analysis',
  analysis_chain_count_builds: 'industry-analysis',
  // industry-diagnosis: the patents counted per region and chain place (1380)
  diagnosis_node_patents: 'industry-diagnosis',
  diagnosis_node_patent_builds: 'industry-diagnosis',
  // industry-tracking: 产业追踪's follows of chains and regions and their read marks (1330)
  industry_follows: 'industry-tracking',
  // policies: the platform's policy library and the users' collected policies (1290)
  policies: 'policies',
  policy_collects: 'policies',
  // attract: the investment projects pipeline (1190)
  attract_stages: 'attract',
  attract_projects: 'attract',
  attract_project_members: 'attract',
  attract_project_records: 'attract',
  attract_project_files: 'attract',
  attract_project_steps: 'attract',
  attract_project_moves: 'attract',
  // invoices: the expense centre's invoice titles and invoices
  invoice_titles: 'invoices',
  invoices: 'invoices',
  // purchase-contracts: the expense centre's purchase contracts
  purchase_contracts: 'purchase-contracts',
  // org-centre: departments, posts, roles, members' places, invitations, joins, seats, the org account
  org_departments: 'org-centre',
  org_posts: 'org-centre',
  org_roles: 'org-centre',
  org_staff: 'org-centre',
  org_staff_roles: 'org-centre',
  org_invitations: 'org-centre',
  org_join_requests: 'org-centre',
  org_seats: 'org-centre',
  org_accounts: 'org-centre',
  // sales: sales codes, teams and who a code brought
  sales_codes: 'sales',
  sales_teams: 'sales',
  sales_team_members: 'sales',
  sales_bindings: 'sales',
  // media-tracking: which channel brought a user, and the tracking records sent to the channels
  media_attributions: 'media-tracking',
  media_records: 'media-tracking',
  // widget: partners and one-time token signatures
  widget_partners: 'widget',
  widget_token_signatures: 'widget',
  widget_refusals: 'widget',
  // the migration runner's own ledger
  schema_migrations: 'db',
} as const satisfies { [T in keyof Database]: string };

type Owners = typeof TABLE_OWNERS;

/** A module (or `db`, the migration runner) that owns tables. */
export type Owner = Owners[keyof Owners];

/** The tables one module owns. */
export type OwnedBy<M extends string> = {
  [T in keyof Owners]: Owners[T] extends M ? T : never;
}[keyof Owners];

/**
 * The one declared exception to "read through the owner's index.ts": the enterprise data set,
 * which bigdata owns and loads, and which the modules named in READ_MODEL_READERS may join for
 * speed (a company page joins companies, layouts and chains in one query).
 */
export const ENTERPRISE_READ_MODEL = [
  'industry_chains',
  'chain_nodes',
  'companies',
  'company_shareholders',
  'company_listings',
  'stock_daily',
  'company_financials',
  'company_dynamics',
  'company_tag_changes',
  'company_layouts',
  'company_profiles',
  'company_patents',
  'company_changes',
  'company_relations',
  'investment_orgs',
  'org_funds',
  'org_investments',
] as const satisfies readonly OwnedBy<'bigdata'>[];

export type EnterpriseReadModel = (typeof ENTERPRISE_READ_MODEL)[number];

/** The modules that may read the enterprise read model directly (and only read it). */
export const READ_MODEL_READERS = [
  'analysis',
  'attract',
  'chain',
  'company-tracking',
  'content',
  'customers',
  'follow',
  'large-screen',
  'industry-diagnosis',
  'industry-analysis',
  'industry-tracking',
  'leads',
  'metric-table',
  'patents',
  'policies',
  'reports',
  'search',
  'vcard',
] as const;

type Reader = (typeof READ_MODEL_READERS)[number];

/** Every table a module's repos may name: its own, plus the read model where it is a reader. */
export type TablesOf<M extends string> =
  (M extends Owner ? OwnedBy<M> : never) | (M extends Reader ? EnterpriseReadModel : never);
