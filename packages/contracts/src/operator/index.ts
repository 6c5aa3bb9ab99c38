import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { operatorRoutes as routes } from './routes';
import * as s from './schemas';
import * as customers from './customers';
import * as imports from './imports';

export * from './routes';
export * from './schemas';
export * from './messages';
export * from './limits';
export * from './customers';
export * from './imports';

/** The operator console's calls (docs/operator.md). */
export const operatorApi = {
  me: endpoint({ ...routes.me, input: noInput, output: s.operatorMeSchema }),
  sensitiveWordPage: endpoint({
    ...routes.sensitiveWordPage,
    input: s.sensitiveWordPageInput,
    output: s.sensitiveWordPageSchema,
  }),
  sensitiveWordAdd: endpoint({
    ...routes.sensitiveWordAdd,
    input: s.sensitiveWordsInput,
    output: s.sensitiveWordsChangedSchema,
  }),
  sensitiveWordRemove: endpoint({
    ...routes.sensitiveWordRemove,
    input: s.sensitiveWordsInput,
    output: s.sensitiveWordsChangedSchema,
  }),
  dictionaryCodes: endpoint({ ...routes.dictionaryCodes, input: noInput, output: s.dictionaryCodesSchema }),
  dictionaryEntries: endpoint({
    ...routes.dictionaryEntries,
    input: s.dictionaryEntriesInput,
    output: s.dictionaryEntriesSchema,
  }),
  partners: endpoint({ ...routes.partners, input: noInput, output: s.partnersSchema }),
  partnerOriginAdd: endpoint({
    ...routes.partnerOriginAdd,
    input: s.partnerOriginAddInput,
    output: s.partnerOriginAddSchema,
  }),
  partnerOriginRemove: endpoint({
    ...routes.partnerOriginRemove,
    input: s.partnerOriginRemoveInput,
    output: s.partnerSummarySchema,
  }),
  partnerSecretRotate: endpoint({
    ...routes.partnerSecretRotate,
    input: s.partnerSecretRotateInput,
    output: s.partnerSecretSchema,
  }),
  partnerGraceEnd: endpoint({
    ...routes.partnerGraceEnd,
    input: s.partnerIdInput,
    output: s.partnerSummarySchema,
  }),
  partnerRate: endpoint({ ...routes.partnerRate, input: s.partnerRateInput, output: s.partnerSummarySchema }),
  editions: endpoint({ ...routes.editions, input: noInput, output: s.editionsSchema }),
  mealSave: endpoint({ ...routes.mealSave, input: s.mealSaveInput, output: s.editionsSchema }),
  goodsSave: endpoint({ ...routes.goodsSave, input: s.goodsSaveInput, output: s.editionsSchema }),
  goodsRetire: endpoint({ ...routes.goodsRetire, input: s.goodsRetireInput, output: s.editionsSchema }),
  dictionarySave: endpoint({
    ...routes.dictionarySave,
    input: s.dictionarySaveInput,
    output: s.dictionaryEntriesSchema,
  }),
  health: endpoint({ ...routes.health, input: noInput, output: s.operatorHealthSchema }),
  healthReportRetry: endpoint({
    ...routes.healthReportRetry,
    input: s.reportRetryInput,
    output: s.reportRetrySchema,
  }),
  // Customers (issue 32 item 1).
  customers: endpoint({
    ...customers.operatorCustomerRoutes.customers,
    input: noInput,
    output: customers.operatorCustomersSchema,
  }),
  customerRead: endpoint({
    ...customers.operatorCustomerRoutes.customerRead,
    input: customers.customerCodeInput,
    output: customers.operatorCustomerSchema,
  }),
  customerCreate: endpoint({
    ...customers.operatorCustomerRoutes.customerCreate,
    input: customers.operatorCustomerCreateInput,
    output: customers.operatorCustomerSchema,
  }),
  customerSave: endpoint({
    ...customers.operatorCustomerRoutes.customerSave,
    input: customers.operatorCustomerSaveInput,
    output: customers.operatorCustomerSchema,
  }),
  customerHistory: endpoint({
    ...customers.operatorCustomerRoutes.customerHistory,
    input: customers.customerCodeInput,
    output: customers.customerHistorySchema,
  }),
  // The company import (issue 32 item 5).
  imports: endpoint({
    ...imports.operatorImportRoutes.imports,
    input: noInput,
    output: imports.operatorImportsSchema,
  }),
  importUpload: endpoint({
    ...imports.operatorImportRoutes.importUpload,
    input: z.unknown(),
    output: imports.importRunSchema,
  }),
  importStart: endpoint({
    ...imports.operatorImportRoutes.importStart,
    input: imports.importIdInput,
    output: imports.importRunSchema,
  }),
  importDiscard: endpoint({
    ...imports.operatorImportRoutes.importDiscard,
    input: imports.importIdInput,
    output: imports.importRunSchema,
  }),
};
