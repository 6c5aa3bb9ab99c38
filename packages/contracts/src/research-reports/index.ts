import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { researchReportRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The research-report library's calls (docs/research-reports.md). */
export const researchReportApi = {
  page: endpoint({ ...routes.page, input: s.researchReportPageInput, output: s.researchReportPageSchema }),
  detail: endpoint({
    ...routes.detail,
    input: z.object({ id: s.researchReportIdSchema }),
    output: s.researchReportDetailSchema,
  }),
  facets: endpoint({ ...routes.facets, input: noInput, output: s.researchReportFacetsSchema }),
};
