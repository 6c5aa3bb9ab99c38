import type { FastifyInstance } from 'fastify';
import type { InvoiceProvider } from './provider';
import { issuePending } from './service';

/**
 * The issuing job: every interval from ready to close, applied invoices go to the provider. One
 * round at a time; the state is in the table, so a restart picks up what is still applied.
 */
export function startInvoiceJobs(app: FastifyInstance, provider: InvoiceProvider): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await issuePending(app.ctx.store, provider, app.log);
    } catch (err) {
      app.log.warn({ err }, 'invoices: issuing round failed (tried again next interval)');
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), app.ctx.config.invoices.issueIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
