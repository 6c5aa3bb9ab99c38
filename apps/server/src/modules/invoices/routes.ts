import type { FastifyInstance } from 'fastify';
import { invoicesApi } from '@platform/contracts';
import { contentDisposition } from '../../lib/content-disposition';
import { badRequest } from '../../lib/errors';
import { withPermission } from '../org-centre';
import { createRouter, describeIssues } from '../../lib/route';
import * as service from './service';

/** Title saves and removals per IP and minute. */
export const INVOICE_TITLE_WRITES_PER_MINUTE = 30;
/** Invoice applications per IP and minute. */
export const INVOICE_APPLIES_PER_MINUTE = 30;
/** Invoice PDFs drawn per IP and minute (each is drawn on request). */
export const INVOICE_PDFS_PER_MINUTE = 30;

export function invoicesRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  // The expense centre is the administrator's, or a role's with finance.view (docs/org-centre.md).
  const finance = withPermission('finance.view');
  const { authenticate, store } = app.ctx;
  const titleWrites = { rateLimitPerMinute: INVOICE_TITLE_WRITES_PER_MINUTE };

  r(invoicesApi.invoiceTitleList, async ({ scope, user }) =>
    finance(scope, user, () => service.listTitles(scope)),
  );
  r(
    invoicesApi.invoiceTitleSave,
    async ({ input, scope, user }) => finance(scope, user, () => service.saveTitle(scope, input)),
    titleWrites,
  );
  r(
    invoicesApi.invoiceTitleRemove,
    async ({ input, scope, user }) => finance(scope, user, () => service.removeTitle(scope, input.id)),
    titleWrites,
  );
  r(invoicesApi.invoiceableOrders, async ({ scope, user }) =>
    finance(scope, user, () => service.invoiceableOrders(scope)),
  );
  r(
    invoicesApi.invoiceApply,
    async ({ input, scope, user }) => finance(scope, user, () => service.apply(scope, user.userId, input)),
    {
      rateLimitPerMinute: INVOICE_APPLIES_PER_MINUTE,
    },
  );
  r(invoicesApi.invoicePage, async ({ input, scope, user }) =>
    finance(scope, user, () => service.page(scope, input)),
  );
  r(invoicesApi.invoiceDetail, async ({ input, scope, user }) =>
    finance(scope, user, () => service.detail(scope, input.id)),
  );

  // The PDF is a file, not an envelope: this route answers application/pdf itself.
  app.post(
    invoicesApi.invoicePdf.path,
    {
      config: {
        rateLimit: { max: INVOICE_PDFS_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: invoicesApi.invoicePdf,
          answer: { mediaType: 'application/pdf', description: 'The issued invoice as a PDF.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = invoicesApi.invoicePdf.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      const { pdf, fileName } = await finance(scope, user, () => service.invoicePdf(scope, parsed.data.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, `invoice-${parsed.data.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
