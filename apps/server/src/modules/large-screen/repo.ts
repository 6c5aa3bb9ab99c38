import type { QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'large-screen'>;

/** Which profile column holds a region of this level: province, city or county. */
export type RegionColumn = 'province_code' | 'city_code' | 'region_code';

/**
 * The newest change events of the region's companies (docs/large-screen.md): by event id from the
 * newest down (the primary key), the region by the profile's column; `afterId` keeps only later ones.
 */
export function newestEvents(
  db: Queries,
  region: { column: RegionColumn; code: string } | undefined,
  afterId: string | undefined,
  limit: number,
) {
  let q = db
    .selectFrom('company_changes')
    .innerJoin('companies', 'companies.company_id', 'company_changes.company_id')
    .select([
      'company_changes.id',
      'company_changes.company_id',
      'companies.company_name',
      'company_changes.kind',
      'company_changes.changed_on',
      'company_changes.before_text',
      'company_changes.after_text',
    ]);
  if (region)
    q = q
      .innerJoin('company_profiles', 'company_profiles.company_id', 'company_changes.company_id')
      .where(`company_profiles.${region.column}`, '=', region.code);
  if (afterId) q = q.where('company_changes.id', '>', afterId);
  return q.orderBy('company_changes.id', 'desc').limit(limit).execute();
}
