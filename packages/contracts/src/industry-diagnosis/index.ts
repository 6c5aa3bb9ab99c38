import { endpoint, noInput } from '../envelope';
import { industryDiagnosisRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** 产业诊断's calls (docs/industry-diagnosis.md). */
export const industryDiagnosisApi = {
  chains: endpoint({ ...routes.chains, input: noInput, output: s.diagnosisChainsSchema }),
  diagnosis: endpoint({ ...routes.diagnosis, input: s.diagnosisInput, output: s.diagnosisSchema }),
  createPdf: endpoint({ ...routes.createPdf, input: s.diagnosisInput, output: s.diagnosisPdfOutput }),
};
