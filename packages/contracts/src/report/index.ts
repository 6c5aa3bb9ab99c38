import { z } from 'zod';
import { endpoint } from '../envelope';
import { reportRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';

export const reportApi = {
  generateReport: endpoint({
    ...routes.generateReport,
    input: s.generateReportInput,
    output: s.generateReportOutput,
  }),
  reportNum: endpoint({ ...routes.reportNum, input: s.reportNumInput, output: z.number().int() }),
  reportPage: endpoint({ ...routes.reportPage, input: s.reportPageInput, output: s.reportPageSchema }),
  downloadUrl: endpoint({ ...routes.downloadUrl, input: s.reportIdInput, output: s.downloadUrlOutput }),
  removeReport: endpoint({ ...routes.removeReport, input: s.reportIdInput, output: z.boolean() }),
};
