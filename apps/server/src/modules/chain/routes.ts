import type { FastifyInstance } from 'fastify';
import { chainApi, chainMapDataApi } from '@platform/contracts';
import { createRouter } from '../../lib/route';
import { catalogue, entPage, mapNodes, nodeDescription } from './service';

export function chainRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const db = app.ctx.store.db;
  r(chainApi.getInduClass, async ({ input }) => catalogue(db, input.keyword));
  r(chainApi.getMapNodesById, async ({ input }) => mapNodes(db, input));
  r(chainApi.entPage, async ({ input }) => entPage(db, input));
  r(chainMapDataApi.nodeDescription, async ({ input }) => nodeDescription(db, input.nodeCode));
}
