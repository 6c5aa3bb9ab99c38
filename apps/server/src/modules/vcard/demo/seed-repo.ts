import type { QueriesOf, ScopeOf, StoreOf } from '../../../db/module-store';
import type { TenantInsert } from '../../../db/tenant-scope';

type Queries = QueriesOf<'vcard'>;

/** The company columns a demo card's header and modules are built from. */
export const DEMO_COMPANY_COLUMNS = [
  'company_id',
  'company_name',
  'business_scope',
  'operate_addr',
  'region_code',
  'qualification_tags',
  'tech_field_tags',
  'service_product_tags',
  'industry_field_tags',
] as const;

/** Is the card there, in any tenant (the seed's own guard)? */
export const cardExistsAnyTenant = async (unscoped: StoreOf<'vcard'>['unscoped'], id: string) =>
  !!(await unscoped.selectFrom('vcards').select('id').where('id', '=', id).executeTakeFirst());

/** The listed company with the lowest id. */
export const firstListedCompany = (db: Queries) =>
  db
    .selectFrom('companies')
    .select(DEMO_COMPANY_COLUMNS)
    .where('company_id', 'in', db.selectFrom('company_listings').select('company_id'))
    .orderBy('company_id')
    .limit(1)
    .executeTakeFirst();

/** The company with the most distinct kinds of added tags (lowest id among equals). */
export const mostChangedCompanyId = async (db: Queries) =>
  (
    await db
      .selectFrom('company_tag_changes')
      .select((eb) => ['company_id', eb.fn.count<string>('change_tag_code').distinct().as('codes')])
      .where('action', '=', 'add')
      .groupBy('company_id')
      .orderBy('codes', 'desc')
      .orderBy('company_id')
      .limit(1)
      .executeTakeFirst()
  )?.company_id;

export const companyById = (db: Queries, companyId: string) =>
  db
    .selectFrom('companies')
    .select(DEMO_COMPANY_COLUMNS)
    .where('company_id', '=', companyId)
    .executeTakeFirst();

/** The first companies by id, leaving some out. */
export const companiesExcept = (db: Queries, excluded: string[], limit: number) =>
  db
    .selectFrom('companies')
    .select(DEMO_COMPANY_COLUMNS)
    .where('company_id', 'not in', excluded)
    .orderBy('company_id')
    .limit(limit)
    .execute();

/** The company's newest added-tag dates, newest first. */
export const newestTagChanges = (db: Queries, companyId: string, limit: number) =>
  db
    .selectFrom('company_tag_changes')
    .select('changed_on')
    .where('company_id', '=', companyId)
    .where('action', '=', 'add')
    .orderBy('changed_on', 'desc')
    .limit(limit)
    .execute();

export async function insertCardWithModules(
  scope: ScopeOf<'vcard'>,
  card: TenantInsert<'vcards'>,
  modules: TenantInsert<'vcard_modules'>[],
): Promise<void> {
  await scope.insertInto('vcards', card).execute();
  if (modules.length) await scope.insertInto('vcard_modules', modules).execute();
}

/** Folder entries (kept when already there). */
export async function insertFolderEntries(
  scope: ScopeOf<'vcard'>,
  rows: { user_id: string; vcard_id: string }[],
): Promise<void> {
  await scope
    .insertInto('vcard_holder', rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
