import type { FastifyPluginAsync } from 'fastify';
import { customersRoutes } from './routes';

/**
 * The 客户管理 workspace (/customer/customerIndex, issue 26 items 5–9; docs/customers.md):
 * customers with contacts and collaborators, a pipeline of deals over the organisation's stages,
 * the timeline, tasks, import and export, and a dashboard; leads of 精准拓客 convert into
 * customers. Every call needs login and business type 2 bought. Its tables are `crm_*`.
 */
export const customersModule: FastifyPluginAsync = async (app) => customersRoutes(app);

// The daily work reminder (modules/reminders) reads who has tasks due and which.
export { dueTasksOf, taskAssigneesDue } from './timeline';
export { workspaceOpen as customersWorkspaceOpen } from './access';

// The im, vcard and social modules report messages and card exchanges with linked contacts (timeline).
export { contactTouched, type ContactTouch } from './contact-cards';

// A leaving member's work goes to a colleague (org-centre's staff removal).
export { handOverCustomers } from './handover-repo';
