import type { FastifyInstance } from 'fastify';
import { startIntervalJob } from '../../lib/pending-rows';
import type { InvoiceProvider } from './provider';
import { issuePending } from './service';

/**
 * The issuing job: every interval from ready to close, applied invoices go to the provider. One
 * round at a time; the state is in the table, so a restart picks up what is still applied.
 */
export function startInvoiceJobs(app: FastifyInstance, provider: InvoiceProvider): void {
  startIntervalJob(app, {
    name: 'invoices',
    intervalMs: () => app.ctx.config.invoices.issueIntervalMs,
    round: () => issuePending(app.ctx.store, provider, app.log),
  });
}
