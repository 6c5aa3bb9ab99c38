import type { FastifyInstance } from 'fastify';
import { leadsApi } from '@platform/contracts';
import type { TenantScope } from '../../db/tenant-scope';
import { badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { requireWorkspace, viewerOf, type Viewer } from './access';
import { dashboard } from './dashboard';
import { exportCount, startExport } from './export';
import { requirePermission } from '../org-centre';
import { leadCards } from './lead-cards';
import * as leads from './leads';
import * as lists from './lists';
import * as search from './search';

/** Profile counts and searches per IP and minute (the count runs as the user types). */
export const LEADS_SEARCHES_PER_MINUTE = 240;
/** Writes (lists, assignment, status, products, follow-ups) per IP and minute. */
export const LEADS_WRITES_PER_MINUTE = 120;
/** List exports per IP and minute. */
export const LEADS_EXPORTS_PER_MINUTE = 30;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function leadsRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  const db = store.db;
  // eslint-disable-next-line no-restricted-syntax -- which companies have a card is read across tenants (ids only; vcard.companiesWithOpenCards), and a visible lead's company's open cards (masked by the vcard presenter)
  const cards = store.unscoped;
  const searches = { rateLimitPerMinute: LEADS_SEARCHES_PER_MINUTE };
  const writes = { rateLimitPerMinute: LEADS_WRITES_PER_MINUTE };

  /** Login (the router), the business type bought, then who the caller is in their organisation. */
  const paid =
    <I, O>(fn: (a: { input: I; scope: TenantScope; viewer: Viewer }) => Promise<O>) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) => {
      await requireWorkspace(scope);
      return fn({ input, scope, viewer: await viewerOf(db, scope, user.userId) });
    };

  r(
    leadsApi.profileCount,
    paid(({ input }) => search.profileCount(db, cards, input.profile)),
    searches,
  );
  r(
    leadsApi.profileSearch,
    paid(({ input }) => search.profileSearch(db, cards, input)),
    searches,
  );
  r(
    leadsApi.lookAlike,
    paid(({ input }) => search.lookAlike(db, cards, input)),
    searches,
  );
  r(
    leadsApi.members,
    paid(({ scope }) => leads.members(db, scope.tenantId)),
  );

  r(
    leadsApi.listPage,
    paid(({ input, scope, viewer }) => lists.listPage(db, scope, viewer, input)),
  );
  r(
    leadsApi.listDetail,
    paid(({ input, scope, viewer }) => lists.listDetail(db, scope, viewer, input.listId)),
  );
  r(
    leadsApi.listCreate,
    paid(({ input, scope, viewer }) => lists.createList(db, cards, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.listRename,
    paid(({ input, scope, viewer }) => lists.renameList(db, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.listRemove,
    paid(({ input, scope, viewer }) => lists.removeList(scope, viewer, input.listId)),
    writes,
  );
  r(
    leadsApi.listShare,
    paid(({ input, scope, viewer }) => lists.shareList(db, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.listAddCompanies,
    paid(({ input, scope, viewer }) => lists.addToList(db, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.exportCount,
    paid(({ scope }) => exportCount(scope)),
  );

  r(
    leadsApi.leadPage,
    paid(({ input, scope, viewer }) => leads.leadPage(db, scope, viewer, input)),
  );
  r(
    leadsApi.leadAssign,
    paid(({ input, scope, viewer }) => leads.assign(db, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.leadStatus,
    paid(({ input, scope, viewer }) => leads.setStatus(scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.leadProducts,
    paid(({ input, scope, viewer }) => leads.setProducts(scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.leadDue,
    paid(({ scope, viewer }) => leads.due(db, scope, viewer)),
  );
  r(
    leadsApi.followUpAdd,
    paid(({ input, scope, viewer }) => leads.addFollowUp(db, scope, viewer, input)),
    writes,
  );
  r(
    leadsApi.followUpList,
    paid(({ input, scope, viewer }) => leads.followUpList(db, scope, viewer, input.leadId)),
  );
  r(
    leadsApi.leadCards,
    paid(({ input, scope, viewer }) => leadCards(cards, scope, viewer, input.leadId)),
  );
  r(
    leadsApi.dashboard,
    paid(({ input, scope, viewer }) => dashboard(db, scope, viewer, input.listId)),
  );

  // A file, not an envelope: registered directly (a refusal is still an envelope, by the error handler).
  app.post(
    leadsApi.listExport.path,
    {
      config: {
        rateLimit: { max: LEADS_EXPORTS_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: leadsApi.listExport,
          answer: { mediaType: XLSX, description: 'The list’s leads as an Excel workbook.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = leadsApi.listExport.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      await requireWorkspace(scope);
      await requirePermission(scope, user.userId, 'data.export');
      const viewer = await viewerOf(db, scope, user.userId);
      const file = await startExport(db, scope, viewer, parsed.data.listId);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-rows', String(file.rows))
        .header('x-export-remaining', String(file.remaining))
        .send(file.stream);
    },
  );
}
