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

/**
 * The columns company_profiles derives from the company's children: patents and changes
 * (migration 1140) and its chain places (1150).
 */
const SIGNAL_COLUMNS = ['has_patents', 'capital_increased_on', 'node_paths'] as const;

const columns = sql.join(PROFILE_COLUMNS.map((c) => sql.ref(c)));
const updates = sql.join(
  [...PROFILE_COLUMNS.slice(1), ...SIGNAL_COLUMNS].map(
    (c) => sql`${sql.ref(c)} = ${sql.ref(`excluded.${c}`)}`,
  ),
);

/**
 * Every node of the company's layouts with each ancestor up to the chain code: a node code is the
 * chain code and two digits a level (migration 1150).
 */
const NODE_PATHS = sql`coalesce((select array_agg(distinct left(l.node_code, length(l.chain_code) + 2 * k.level))
    from company_layouts l
    cross join lateral generate_series(0, (length(l.node_code) - length(l.chain_code)) / 2) as k(level)
    where l.company_id = c.company_id), '{}')`;

/**
 * Copies the profile columns of these companies, as stored, into company_profiles (new rows
 * inserted, changed ones updated), with the two signals their patents and changes give (any patent
 * on record; the day of the latest registered-capital increase) and their chain places: the narrow
 * table 精准拓客 counts and ranks over (migrations 1040, 1140 and 1150). Call it after the company's
 * children are written.
 */
export async function refreshProfiles(
  store: StoreOf<'bigdata'>,
  companyIds: readonly string[],
): Promise<void> {
  if (!companyIds.length) return;
  await sql`insert into company_profiles (${columns}, ${sql.join(SIGNAL_COLUMNS.map((c) => sql.ref(c)))})
    select ${sql.join(PROFILE_COLUMNS.map((col) => sql.ref(`c.${col}`)))},
      exists (select 1 from company_patents t where t.company_id = c.company_id),
      (select max(ch.changed_on) from company_changes ch where ch.company_id = c.company_id
        and ch.kind = 'capital' and ch.after_amount > ch.before_amount),
      ${NODE_PATHS}
    from companies c where c.company_id = any(${[...companyIds]}::text[])
    on conflict (company_id) do update set ${updates}`.execute(store.db);
}

/**
 * Sets the signals of every profile from the patents and capital increases on record, set-wise
 * (after patents and changes were added in bulk to companies stored before them).
 */
export async function refreshSignalsFromRecords(store: StoreOf<'bigdata'>): Promise<void> {
  await sql`update company_profiles p set has_patents = true
    from (select distinct company_id from company_patents) t
    where t.company_id = p.company_id and not p.has_patents`.execute(store.db);
  await sql`update company_profiles p set capital_increased_on = x.latest
    from (select company_id, max(changed_on) as latest from company_changes
      where kind = 'capital' and after_amount > before_amount group by company_id) x
    where x.company_id = p.company_id and p.capital_increased_on is distinct from x.latest`.execute(store.db);
}
