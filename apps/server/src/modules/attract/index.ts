import type { FastifyPluginAsync } from 'fastify';
import { attractAnalysisRoutes } from './analysis-routes';
import { attractProjectRoutes } from './projects-routes';

/**
 * The 精准招商 workspace (/business/index, business type 4, region-checked; issue 27 items 1–5;
 * docs/attract.md): the region's facts and chains, chain gaps (补链、强链), suggested target companies
 * (algo/government-suggest) and the investment projects pipeline from lead to production.
 * Its tables are `attract_*`.
 */
export const attractModule: FastifyPluginAsync = async (app) => {
  attractAnalysisRoutes(app);
  attractProjectRoutes(app);
};

// The daily work reminder lists the members' next steps due (modules/reminders).
export {
  dueSteps as dueProjectSteps,
  stepAssigneesDue as projectStepAssigneesDue,
  workspaceOpen as attractWorkspaceOpen,
} from './records';

// 产业分析, 对标分析 (modules/industry-analysis) and the large screen (modules/large-screen) read the
// same kept counts per region and place; 产业诊断 (modules/industry-diagnosis) scores a region's chain
// from the same gap analysis.
export { NATION, statsOf, type NodeStatRow } from './gaps-repo';
export { ensureNodeStats } from './node-stats';
export { chainGaps } from './gaps';
export { regionOf, type AttractViewer } from './access';
