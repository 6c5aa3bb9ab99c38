import type { FastifyPluginAsync } from 'fastify';
import { associationRoutes } from './routes';

/**
 * The 会员管理 workspace (/member/memberManage, issue 27 item 8; docs/association.md): an
 * association or chamber of commerce admits member companies by application, keeps their levels,
 * terms and annual dues, a directory with business cards, and statistics. Workspace calls need
 * login and business type 3 bought; applying needs login only. Its tables are `assoc_*`.
 */
export const associationModule: FastifyPluginAsync = async (app) => associationRoutes(app);

export { workspaceOpen as associationWorkspaceOpen } from './access';
