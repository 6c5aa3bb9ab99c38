import { z } from 'zod';
import { endpoint } from '../envelope';
import { invoicesRoutes as routes } from './routes';
import * as schemas from './schemas';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';

export const invoicesApi = {
  invoiceTitleList: endpoint({
    ...routes.invoiceTitleList,
    input: z.object({}),
    output: z.array(schemas.invoiceTitleSchema),
  }),
  invoiceTitleSave: endpoint({
    ...routes.invoiceTitleSave,
    input: schemas.invoiceTitleInput,
    output: schemas.invoiceTitleSchema,
  }),
  invoiceTitleRemove: endpoint({
    ...routes.invoiceTitleRemove,
    input: schemas.invoiceIdInput,
    output: schemas.invoiceRemovedSchema,
  }),
  invoiceableOrders: endpoint({
    ...routes.invoiceableOrders,
    input: z.object({}),
    output: z.array(schemas.invoiceableOrderSchema),
  }),
  invoiceApply: endpoint({
    ...routes.invoiceApply,
    input: schemas.invoiceApplyInput,
    output: schemas.invoiceSchema,
  }),
  invoicePage: endpoint({
    ...routes.invoicePage,
    input: schemas.invoicePageInput,
    output: schemas.invoicePageSchema,
  }),
  invoiceDetail: endpoint({
    ...routes.invoiceDetail,
    input: schemas.invoiceIdInput,
    output: schemas.invoiceSchema,
  }),
  /** Answers application/pdf; a refusal is the usual JSON envelope. */
  invoicePdf: endpoint({
    ...routes.invoicePdf,
    input: schemas.invoiceIdInput,
    output: z.unknown(),
  }),
};
