import type { FastifyInstance } from 'fastify';
import { CUSTOMERS_LIMITS, ResultCode, customersApi } from '@platform/contracts';
import type { AuthUser } from '../../lib/auth';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError, badRequest } from '../../lib/errors';
import { createRouter, describeIssues } from '../../lib/route';
import { assertScenePurchase } from '../bigdata';
import { uploadRoute } from '../files';
import { members, viewerOf, type Viewer } from './access';
import * as contactCards from './contact-cards';
import * as customers from './customers';
import { dashboard } from './dashboard';
import { startCustomerExport } from './export';
import { requirePermission } from '../org-centre';
import { importCustomers } from './import';
import * as pipeline from './pipeline';
import * as timeline from './timeline';
import * as views from './views';

/** Business type of 客户管理 (spec 1 §6). */
export const CUSTOMER_MANAGEMENT = 2;
/** Writes (customers, contacts, deals, moves, activities, tasks) per IP and minute. */
export const CUSTOMERS_WRITES_PER_MINUTE = 120;
/** Imports per IP and minute (each may write 5,000 customers). */
export const CUSTOMERS_IMPORTS_PER_MINUTE = 10;
/** Exports per IP and minute. */
export const CUSTOMERS_EXPORTS_PER_MINUTE = 30;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const importTooLarge = () => new AppError('customersImportFile', ResultCode.PAYLOAD_TOO_LARGE, 413);

export function customersRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  const { authenticate, store } = app.ctx;
  const db = store.db;
  // eslint-disable-next-line no-restricted-syntax -- a customer's company's open cards and its contacts' cards live in any tenant (read by the vcard module, masked by its presenter)
  const cards = store.unscoped;
  const writes = { rateLimitPerMinute: CUSTOMERS_WRITES_PER_MINUTE };

  /** Login (the router), type 2 bought, then who the caller is in their organisation. */
  const paid =
    <I, O>(fn: (a: { input: I; scope: TenantScope; viewer: Viewer }) => Promise<O>) =>
    async ({ input, scope, user }: { input: I; scope: TenantScope; user: { userId: string } }) => {
      await assertScenePurchase(scope, CUSTOMER_MANAGEMENT);
      return fn({ input, scope, viewer: await viewerOf(db, scope, user.userId) });
    };

  r(
    customersApi.members,
    paid(({ scope }) => members(db, scope.tenantId)),
  );
  r(
    customersApi.customerPage,
    paid(({ input, scope, viewer }) => customers.customerPage(db, scope, viewer, input)),
  );
  r(
    customersApi.customerDetail,
    paid(async ({ input, scope, viewer }) =>
      contactCards.withCustomerCards(
        cards,
        viewer,
        await customers.customerDetail(db, scope, viewer, input.customerId),
      ),
    ),
  );
  r(
    customersApi.customerCreate,
    paid(async ({ input, scope, viewer }) =>
      contactCards.withCustomerCards(cards, viewer, await customers.createCustomer(db, scope, viewer, input)),
    ),
    writes,
  );
  r(
    customersApi.customerUpdate,
    paid(async ({ input, scope, viewer }) =>
      contactCards.withCustomerCards(cards, viewer, await customers.updateCustomer(db, scope, viewer, input)),
    ),
    writes,
  );
  r(
    customersApi.customerRemove,
    paid(({ input, scope, viewer }) => customers.removeCustomer(scope, viewer, input.customerId)),
    writes,
  );
  r(
    customersApi.customerAssign,
    paid(({ input, scope, viewer }) => customers.assignCustomers(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.customerTransfer,
    paid(({ input, scope, viewer }) => customers.transferCustomers(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.customerFromLeads,
    paid(({ input, scope, viewer }) => customers.customersFromLeads(db, scope, viewer, input.leadIds)),
    writes,
  );
  r(
    customersApi.contactAdd,
    paid(({ input, scope, viewer }) => customers.addContact(scope, viewer, input)),
    writes,
  );
  r(
    customersApi.contactRemove,
    paid(({ input, scope, viewer }) => customers.removeContact(scope, viewer, input.contactId)),
    writes,
  );
  // A customer's people on the platform: its company's open cards, contacts made from or linked to them.
  r(
    customersApi.customerCards,
    paid(({ input, scope, viewer }) => contactCards.customerCards(cards, scope, viewer, input.customerId)),
  );
  r(
    customersApi.contactFromCard,
    paid(({ input, scope, viewer }) => contactCards.addContactFromCard(cards, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.contactLink,
    paid(({ input, scope, viewer }) => contactCards.linkContact(cards, scope, viewer, input)),
    writes,
  );

  r(
    customersApi.stageList,
    paid(({ scope }) => pipeline.stageList(scope)),
  );
  r(
    customersApi.stageSave,
    paid(({ input, scope, viewer }) => pipeline.saveStages(scope, viewer, input)),
    writes,
  );
  r(
    customersApi.dealPage,
    paid(({ input, scope, viewer }) => pipeline.dealPage(db, scope, viewer, input)),
  );
  r(
    customersApi.dealBoard,
    paid(({ input, scope, viewer }) =>
      pipeline.dealBoard(db, scope, viewer, input, CUSTOMERS_LIMITS.boardMax),
    ),
  );
  r(
    customersApi.dealCreate,
    paid(({ input, scope, viewer }) => pipeline.createDeal(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.dealUpdate,
    paid(({ input, scope, viewer }) => pipeline.updateDeal(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.dealMove,
    paid(({ input, scope, viewer }) => pipeline.moveDeal(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.dealRemove,
    paid(({ input, scope, viewer }) => pipeline.removeDeal(scope, viewer, input.dealId)),
    writes,
  );

  r(
    customersApi.activityList,
    paid(({ input, scope, viewer }) => timeline.activityList(db, scope, viewer, input.customerId)),
  );
  r(
    customersApi.activityAdd,
    paid(({ input, scope, viewer }) => timeline.addActivity(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.taskPage,
    paid(({ input, scope, viewer }) => timeline.taskPage(db, scope, viewer, input)),
  );
  r(
    customersApi.taskAdd,
    paid(({ input, scope, viewer }) => timeline.addTask(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.taskDone,
    paid(({ input, scope, viewer }) => timeline.setTaskDone(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.taskDue,
    paid(({ scope, viewer }) => timeline.taskDue(scope, viewer)),
  );
  r(
    customersApi.dashboard,
    paid(({ scope, viewer }) => dashboard(db, scope, viewer)),
  );

  // Saved views of the tables: the caller's own and the organisation's shared ones.
  r(
    customersApi.viewList,
    paid(({ input, scope, viewer }) => views.viewList(db, scope, viewer, input.table)),
  );
  r(
    customersApi.viewCreate,
    paid(({ input, scope, viewer }) => views.createView(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.viewUpdate,
    paid(({ input, scope, viewer }) => views.updateView(db, scope, viewer, input)),
    writes,
  );
  r(
    customersApi.viewRemove,
    paid(({ input, scope, viewer }) => views.removeView(scope, viewer, input.viewId)),
    writes,
  );

  /** The caller's scope and rights for a route outside createRouter (a file either way). */
  const admit = async (user: AuthUser) => {
    // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
    const scope = store.forTenant(user.tenantId, user.userId);
    await assertScenePurchase(scope, CUSTOMER_MANAGEMENT);
    return { scope, viewer: await viewerOf(db, scope, user.userId) };
  };

  // A file, not an envelope: registered directly (a refusal is still an envelope, by the error handler).
  app.post(
    customersApi.customerExport.path,
    {
      config: {
        rateLimit: { max: CUSTOMERS_EXPORTS_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: customersApi.customerExport,
          answer: { mediaType: XLSX, description: 'The customers the caller sees, as an Excel workbook.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = customersApi.customerExport.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      const { scope, viewer } = await admit(user);
      await requirePermission(scope, user.userId, 'data.export');
      const file = startCustomerExport(db, scope, viewer, parsed.data);
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.stream);
    },
  );

  uploadRoute(app, {
    endpoint: customersApi.customerImport,
    maxBytes: CUSTOMERS_LIMITS.importBytesMax,
    tooLarge: importTooLarge,
    ratePerMinute: CUSTOMERS_IMPORTS_PER_MINUTE,
    summary: 'Import customers from a .csv or .xlsx file (the multipart field `file`).',
    admit,
    handle: ({ bytes }, _user, { scope, viewer }) => importCustomers(scope, viewer, bytes),
  });
}
