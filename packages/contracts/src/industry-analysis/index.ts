import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { industryAnalysisRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** 产业分析 and 对标分析's calls (docs/industry-analysis.md); `export` is a file route. */
export const industryAnalysisApi = {
  analysis: endpoint({
    ...routes.analysis,
    input: s.industryAnalysisInput,
    output: s.industryAnalysisSchema,
  }),
  compare: endpoint({ ...routes.compare, input: s.industryCompareInput, output: s.industryCompareSchema }),
  export: endpoint({ ...routes.export, input: s.industryAnalysisInput, output: z.unknown() }),
  chains: endpoint({ ...routes.chains, input: noInput, output: s.analysisChainsSchema }),
};
