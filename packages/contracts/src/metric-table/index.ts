import { z } from 'zod';
import { endpoint } from '../envelope';
import { metricTableRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

/** The metric table's calls (docs/metric-table.md). */
export const metricTableApi = {
  table: endpoint({ ...routes.table, input: s.metricTableInput, output: s.metricTableSchema }),
  /** Answers an .xlsx file; a refusal is an envelope. */
  export: endpoint({ ...routes.export, input: s.metricTableInput, output: z.unknown() }),
};
