import type { FastifyPluginAsync } from 'fastify';
import { industryTrackingRoutes } from './routes';

/**
 * 产业追踪 (/serve/induTracking; docs/industry-tracking.md): the chains, nodes and regions a user
 * follows, the timeline of their companies' change events with what is new, statistics of the last
 * 30 days, and a daily chat digest.
 */
export const industryTrackingModule: FastifyPluginAsync = async (app) => industryTrackingRoutes(app);
export { sweepIndustryWatch, type IndustrySweepResult } from './digest';
