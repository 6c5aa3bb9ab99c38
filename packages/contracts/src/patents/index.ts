import { endpoint, noInput } from '../envelope';
import { patentRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** 专利's calls (docs/patents.md). */
export const patentApi = {
  page: endpoint({ ...routes.page, input: s.patentPageInput, output: s.patentPageSchema }),
  stats: endpoint({ ...routes.stats, input: s.patentStatsInput, output: s.patentStatsSchema }),
  facets: endpoint({ ...routes.facets, input: noInput, output: s.patentFacetsSchema }),
  company: endpoint({ ...routes.company, input: s.patentCompanyInput, output: s.patentPageSchema }),
};
