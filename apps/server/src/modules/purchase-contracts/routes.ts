import type { FastifyInstance } from 'fastify';
import { purchaseContractsApi } from '@platform/contracts';
import { contentDisposition } from '../../lib/content-disposition';
import { badRequest } from '../../lib/errors';
import { withPermission } from '../org-centre';
import { createRouter, describeIssues } from '../../lib/route';
import * as service from './service';

/** Contract applications per IP and minute. */
export const CONTRACT_APPLIES_PER_MINUTE = 30;
/** Contract PDFs drawn per IP and minute (each is drawn on request). */
export const CONTRACT_PDFS_PER_MINUTE = 30;

export function purchaseContractsRoutes(app: FastifyInstance): void {
  const r = createRouter(app);
  // The expense centre is the administrator's, or a role's with finance.view (docs/org-centre.md).
  const finance = withPermission('finance.view');
  const { authenticate, store } = app.ctx;
  const api = purchaseContractsApi;

  r(api.contractableOrders, async ({ scope, user }) =>
    finance(scope, user, () => service.contractableOrders(scope)),
  );
  r(
    api.contractApply,
    async ({ input, scope, user }) => finance(scope, user, () => service.apply(scope, user.userId, input)),
    {
      rateLimitPerMinute: CONTRACT_APPLIES_PER_MINUTE,
    },
  );
  r(api.contractPage, async ({ input, scope, user }) =>
    finance(scope, user, () => service.page(scope, input)),
  );
  r(api.contractDetail, async ({ input, scope, user }) =>
    finance(scope, user, () => service.detail(scope, input.id)),
  );

  // The PDF is a file, not an envelope: this route answers application/pdf itself.
  app.post(
    api.contractPdf.path,
    {
      config: {
        rateLimit: { max: CONTRACT_PDFS_PER_MINUTE, timeWindow: '1 minute' },
        doc: {
          endpoint: api.contractPdf,
          answer: { mediaType: 'application/pdf', description: 'The approved purchase contract as a PDF.' },
        },
      },
    },
    async (request, reply) => {
      const user = (await authenticate(request, true))!;
      const parsed = api.contractPdf.input.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest('badRequest', describeIssues(parsed.error));
      // eslint-disable-next-line no-restricted-syntax -- the verified token's tenant (a file route bypasses createRouter)
      const scope = store.forTenant(user.tenantId, user.userId);
      const { pdf, fileName } = await finance(scope, user, () => service.contractPdf(scope, parsed.data.id));
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(fileName, `contract-${parsed.data.id}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
