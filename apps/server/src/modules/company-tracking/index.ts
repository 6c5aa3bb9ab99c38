import type { FastifyPluginAsync } from 'fastify';
import { companyTrackingRoutes } from './routes';

/**
 * 企业监控 (/serve/compTracking; docs/company-tracking.md): the companies a user monitors, in their
 * own groups, the timeline of their change events with what is new, and a daily chat digest.
 */
export const companyTrackingModule: FastifyPluginAsync = async (app) => companyTrackingRoutes(app);
export { sweepCompanyWatch, type WatchSweepResult } from './digest';
