import { endpoint } from '../envelope';
import { mediaTrackingRoutes as routes } from './routes';
import * as s from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

export const mediaTrackingApi = {
  mediaVisit: endpoint({ ...routes.mediaVisit, input: s.mediaVisitInput, output: s.mediaRecordedSchema }),
  mediaClick: endpoint({ ...routes.mediaClick, input: s.mediaClickInput, output: s.mediaRecordedSchema }),
  mediaAttribute: endpoint({
    ...routes.mediaAttribute,
    input: s.mediaAttributeInput,
    output: s.mediaAttributionSchema,
  }),
  mediaChannelReport: endpoint({
    ...routes.mediaChannelReport,
    input: s.mediaReportInput,
    output: s.mediaReportSchema,
  }),
};
