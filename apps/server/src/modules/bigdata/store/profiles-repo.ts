import { sql } from 'kysely';
import type { StoreOf } from '../../../db/module-store';

/** The columns company_profiles copies from companies (migration 1040), the key first. */
const PROFILE_COLUMNS = [
  'company_id',
  'total_score',
  'grow_score',
  'industry_section_code',
  'industry_division_code',
  'province_code',
  'city_code',
  'region_code',
  'reg_status_code',
  'reg_capital',
  'es_dt',
  'is_listed',
  'company_scale_tag',
  'financing_stage_tag',
  'company_type_tag',
  'invest_cnt',
  'qualification_tags',
] as const;

const columns = sql.join(PROFILE_COLUMNS.map((c) => sql.ref(c)));
const updates = sql.join(
  PROFILE_COLUMNS.slice(1).map((c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`),
);

/**
 * Copies the profile columns of these companies, as stored, into company_profiles (new rows
 * inserted, changed ones updated): the narrow table 精准拓客 counts and ranks over (migration 1040).
 */
export async function refreshProfiles(
  store: StoreOf<'bigdata'>,
  companyIds: readonly string[],
): Promise<void> {
  if (!companyIds.length) return;
  await sql`insert into company_profiles (${columns})
    select ${columns} from companies where company_id = any(${[...companyIds]}::text[])
    on conflict (company_id) do update set ${updates}`.execute(store.db);
}
