import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { policyRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The policy library's calls (docs/policies.md); myCollectPolicy page and remove are interactionsApi's. */
export const policyApi = {
  page: endpoint({ ...routes.page, input: s.policyPageInput, output: s.policyPageSchema }),
  detail: endpoint({
    ...routes.detail,
    input: z.object({ id: s.policyIdSchema }),
    output: s.policyDetailSchema,
  }),
  facets: endpoint({ ...routes.facets, input: noInput, output: s.policyFacetsSchema }),
  forCompany: endpoint({
    ...routes.forCompany,
    input: s.policyForCompanyInput,
    output: s.policyForCompanySchema,
  }),
  collect: endpoint({ ...routes.collect, input: s.policyCollectInput, output: s.policyCollectStateSchema }),
  state: endpoint({ ...routes.state, input: s.policyCollectInput, output: s.policyCollectStateSchema }),
};
