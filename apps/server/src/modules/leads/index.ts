import type { FastifyPluginAsync } from 'fastify';
import { leadsRoutes } from './routes';

/**
 * The 精准拓客 workspace (/toker/tokerIndex, issue 26; docs/leads.md): finding leads over the
 * enterprise read model by a target profile or by look-alike, lead lists shared in the
 * organisation, assignment, statuses, follow-ups, the due badge, a dashboard and an export. Every
 * call needs login and business type 1 bought.
 */
export const leadsModule: FastifyPluginAsync = async (app) => leadsRoutes(app);

// The customers module turns leads into customers (客户管理, issue 26 item 5).
export { leadsForConversion, markConverted } from './leads';

// The daily work reminder (modules/reminders) reads who has leads due and what.
export { due as dueLeads, dueAssignees as leadAssigneesDue } from './leads';
export { viewerOf as leadsViewerOf, workspaceOpen as leadsWorkspaceOpen } from './access';

// A leaving member's work goes to a colleague (org-centre's staff removal).
export { handOverLeads } from './handover-repo';

// 精准招商's suggested targets quote the same signals as a lead's reasons (modules/attract).
export { companiesByIds as candidatesByIds, type CandidateRow } from './search-repo';
