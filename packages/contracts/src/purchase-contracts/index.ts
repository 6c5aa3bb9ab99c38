import { z } from 'zod';
import { endpoint } from '../envelope';
import { purchaseContractsRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

export const purchaseContractsApi = {
  contractableOrders: endpoint({
    ...routes.contractableOrders,
    input: z.object({}),
    output: z.array(schemas.contractableOrderSchema),
  }),
  contractApply: endpoint({
    ...routes.contractApply,
    input: schemas.contractApplyInput,
    output: schemas.purchaseContractSchema,
  }),
  contractPage: endpoint({
    ...routes.contractPage,
    input: schemas.purchaseContractPageInput,
    output: schemas.purchaseContractPageSchema,
  }),
  contractDetail: endpoint({
    ...routes.contractDetail,
    input: schemas.purchaseContractIdInput,
    output: schemas.purchaseContractSchema,
  }),
  /** Answers application/pdf; a refusal is the usual JSON envelope. */
  contractPdf: endpoint({
    ...routes.contractPdf,
    input: schemas.purchaseContractIdInput,
    output: z.unknown(),
  }),
};
