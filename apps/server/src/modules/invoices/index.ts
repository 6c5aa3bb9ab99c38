import type { FastifyInstance } from 'fastify';
import { startInvoiceJobs } from './jobs';
import { sandboxInvoiceProvider, type InvoiceProvider } from './provider';
import { invoicesRoutes } from './routes';

/**
 * The expense centre's invoices (issue 29 item 6; docs/invoices.md): saved titles, applications for
 * the tenant's paid orders, the provider that issues them (the sandbox until a tax-control provider
 * is configured) and the issued invoice's PDF.
 */
export const invoicesModule = async (app: FastifyInstance, deps: { provider?: InvoiceProvider } = {}) => {
  invoicesRoutes(app);
  startInvoiceJobs(app, deps.provider ?? sandboxInvoiceProvider);
};

export type { InvoiceProvider, IssueResult } from './provider';
