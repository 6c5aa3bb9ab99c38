import { sql } from 'kysely';
import type { StoreOf } from '../../../db/module-store';

const COLUMNS = sql`company_id, total_score, grow_score, industry_section_code, industry_division_code,
  province_code, city_code, region_code, reg_status_code, reg_capital, es_dt, is_listed,
  company_scale_tag, financing_stage_tag, company_type_tag, invest_cnt, qualification_tags`;

/**
 * Copies the profile columns of these companies, as stored, into company_profiles (new rows
 * inserted, changed ones updated): the narrow table 精准拓客 counts and ranks over (migration 1040).
 */
export async function refreshProfiles(
  store: StoreOf<'bigdata'>,
  companyIds: readonly string[],
): Promise<void> {
  if (!companyIds.length) return;
  await sql`insert into company_profiles (${COLUMNS})
    select ${COLUMNS} from companies where company_id = any(${[...companyIds]}::text[])
    on conflict (company_id) do update set
      total_score = excluded.total_score, grow_score = excluded.grow_score,
      industry_section_code = excluded.industry_section_code,
      industry_division_code = excluded.industry_division_code,
      province_code = excluded.province_code, city_code = excluded.city_code,
      region_code = excluded.region_code, reg_status_code = excluded.reg_status_code,
      reg_capital = excluded.reg_capital, es_dt = excluded.es_dt, is_listed = excluded.is_listed,
      company_scale_tag = excluded.company_scale_tag, financing_stage_tag = excluded.financing_stage_tag,
      company_type_tag = excluded.company_type_tag, invest_cnt = excluded.invest_cnt,
      qualification_tags = excluded.qualification_tags`.execute(store.db);
}
