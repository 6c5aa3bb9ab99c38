import type { FastifyInstance } from 'fastify';
import { startContractJobs } from './jobs';
import { sandboxContractReviewer, type ContractReviewer } from './reviewer';
import { purchaseContractsRoutes } from './routes';

/**
 * The expense centre's purchase contracts (issue 29 item 7; docs/purchase-contracts.md):
 * applications for the tenant's paid orders with party A's details, the reviewer that approves or
 * rejects them (the sandbox until one is configured) and the approved contract's PDF.
 */
export const purchaseContractsModule = async (
  app: FastifyInstance,
  deps: { reviewer?: ContractReviewer } = {},
) => {
  purchaseContractsRoutes(app);
  startContractJobs(app, deps.reviewer ?? sandboxContractReviewer);
};

export type { ContractReviewer, ReviewResult } from './reviewer';
