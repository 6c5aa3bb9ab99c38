import type { AttractRegions, RegionOverview } from '@platform/contracts';
import type { Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { regionBase } from '../bigdata';
import { boughtRegions, regionOf, type AttractViewer } from './access';
import { chainSummaries } from './gaps';

/** Where an organisation bought for any region opens: the demo government's 杭州市西湖区. */
export const DEFAULT_REGION = '330106';

/** The regions the organisation may choose (docs/attract.md, "Regions"). */
export async function regionsOf(scope: TenantScope): Promise<AttractRegions> {
  const bought = await boughtRegions(scope);
  const regions = bought.codes.map((code) => {
    const r = regionOf(code)!;
    return { regionCode: code, regionName: r.name, level: r.level };
  });
  return {
    anyRegion: bought.anyRegion,
    regions,
    defaultRegionCode:
      regions.find((r) => r.regionCode === DEFAULT_REGION)?.regionCode ??
      regions[0]?.regionCode ??
      DEFAULT_REGION,
  };
}

/** The region's facts and its chains against the national share. */
export async function regionOverview(store: Store, viewer: AttractViewer): Promise<RegionOverview> {
  const [region, chains] = await Promise.all([
    regionBase(store.db, viewer.regionCode),
    chainSummaries(store, viewer),
  ]);
  return { region, ...chains };
}
