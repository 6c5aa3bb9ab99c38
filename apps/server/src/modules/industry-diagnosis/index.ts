import type { FastifyPluginAsync } from 'fastify';
import { industryDiagnosisRoutes } from './routes';

/**
 * 产业诊断 (/serve/industryDiag, issue 28 item 4; docs/industry-diagnosis.md): a region's chain
 * scored node by node (presence, strength, growth, innovation) from 精准招商's gap analysis and the
 * companies' patents, with strengths, weaknesses and suggestions, and its PDF report queued on the
 * company reports' queue and count (modules/reports). Owns diagnosis_node_patents, the patents kept
 * per region and chain place (migration 1380).
 */
export const industryDiagnosisModule: FastifyPluginAsync = async (app) => industryDiagnosisRoutes(app);

export { diagnose } from './diagnose';
export { toPrint as diagnosisPrintData } from './print';
