import type { StoreOf } from '../../../db/module-store';
import { regionNames } from '../../bigdata';
import { hasReports, insertReports } from '../repo';
import { generateResearchReports } from './generate';

/** Reports of the demo library (docs/research-reports.md). */
export const DEMO_RESEARCH_REPORTS = 240;

const cityName = (code: string) => regionNames(code)?.city.name ?? code;

/** Fills the library once (a database that holds reports keeps them). */
export async function seedDemoResearchReports(
  store: StoreOf<'research-reports'>,
  count = DEMO_RESEARCH_REPORTS,
): Promise<boolean> {
  if (await hasReports(store.db)) return false;
  await insertReports(store, generateResearchReports(count, cityName));
  return true;
}

export { generateResearchReports } from './generate';
