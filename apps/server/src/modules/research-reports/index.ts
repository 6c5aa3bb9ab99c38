import type { FastifyPluginAsync } from 'fastify';
import { researchReportRoutes } from './routes';

/**
 * 研究报告, the platform's research-report library (/serve/researchReport; docs/research-reports.md):
 * reports by chain, region, kind and day, each drawn as a PDF from its row when it is read.
 */
export const researchReportsModule: FastifyPluginAsync = async (app) => researchReportRoutes(app);
