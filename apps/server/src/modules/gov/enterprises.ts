import { searchCompanyInputSchema } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { searchCompanies } from '../search';
import { bad } from './access';
import * as links from './links-repo';
import { settingsOf } from './settings';

/**
 * The region's enterprises: the data set's companies in the desk's region (search's filters, so
 * by keyword and by chain node), with how many users have linked themselves to each.
 */
export async function enterprisePage(
  store: Store,
  scope: TenantScope,
  input: { keyword?: string | undefined; chainNodeCode?: string | undefined; current: number; size: number },
) {
  const s = await settingsOf(scope);
  if (!s.regionCode) throw bad('govRegionUnset');
  const page = await searchCompanies(
    store,
    searchCompanyInputSchema.parse({
      ...(input.keyword ? { keyword: input.keyword } : {}),
      filters: {
        regionCode: s.regionCode,
        ...(input.chainNodeCode ? { chainNodeCode: input.chainNodeCode } : {}),
      },
      current: input.current,
      size: input.size,
    }),
  );
  const ids = page.records.map((r) => r.companyId);
  // eslint-disable-next-line no-restricted-syntax -- counts of linked users per company of the region, across organisations (numbers only)
  const counts = await links.linkedCounts(store.unscoped, ids);
  return {
    records: page.records.map((r) => ({
      companyId: r.companyId,
      companyName: r.companyName,
      regionCode: r.regionCode,
      area: r.area,
      industryName: r.industryName,
      legalPerson: r.legalEntityName,
      linkedUsers: counts.get(r.companyId) ?? 0,
    })),
    total: page.total,
    current: input.current,
    size: input.size,
  };
}
