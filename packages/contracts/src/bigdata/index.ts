import { z } from 'zod';
import { endpoint, noInput } from '../envelope';
import { bigdataRoutes as routes, entdataRoutes } from './routes';
import * as s from './schemas';

export * from './capability';
export * from './routes';
export * from './schemas';
export * from './messages';
export * from './uscc';

export const bigdataApi = {
  entDetail: endpoint({ ...routes.entDetail, input: s.companyIdInput, output: s.entDetailSchema }),
  /** data null for a company that is not cancelled or revoked. */
  entCancelInfo: endpoint({
    ...routes.entCancelInfo,
    input: s.cancelInfoInput,
    output: s.cancelInfoSchema.nullable(),
  }),
  isListedCompany: endpoint({ ...routes.isListedCompany, input: s.companyIdInput, output: z.boolean() }),
  /** data null for an unlisted company. */
  companyStockDay: endpoint({
    ...routes.companyStockDay,
    input: s.companyIdInput,
    output: s.stockQuoteSchema.nullable(),
  }),
  companyStockKline: endpoint({
    ...routes.companyStockKline,
    input: s.klineInput,
    output: s.klineSchema.nullable(),
  }),
  companyDepthButton: endpoint({
    ...routes.companyDepthButton,
    input: s.companyIdInput,
    output: s.depthButtonSchema,
  }),
  isCompanyExists: endpoint({ ...routes.isCompanyExists, input: s.companyExistsInput, output: z.boolean() }),
  isCompanyGovBase: endpoint({ ...routes.isCompanyGovBase, input: s.companyIdInput, output: z.boolean() }),
  companyInfoByIds: endpoint({
    ...routes.companyInfoByIds,
    input: s.companyIdsInput,
    output: z.array(s.companyBriefSchema),
  }),
  regionListByLevel: endpoint({ ...routes.regionListByLevel, input: noInput, output: s.regionTreeSchema }),
  regionBase: endpoint({ ...routes.regionBase, input: s.regionInput, output: s.regionBaseSchema }),
  regionIndustryTag: endpoint({
    ...routes.regionIndustryTag,
    input: s.regionInput,
    output: s.regionIndustryTagSchema,
  }),
  changeTagV2: endpoint({
    ...routes.changeTagV2,
    input: s.changeTagInput,
    output: z.array(s.changeTagGroupSchema),
  }),
  searchConditions: endpoint({
    ...routes.searchConditions,
    input: noInput,
    output: s.searchConditionsSchema,
  }),
  entDynamicPage: endpoint({
    ...routes.entDynamicPage,
    input: s.companyPageInput,
    output: s.entPageOf(s.dynamicSchema),
  }),
  radarDna: endpoint({ ...routes.radarDna, input: s.companyIdInput, output: s.radarDnaSchema }),
  radarSimilar: endpoint({ ...routes.radarSimilar, input: s.companyIdInput, output: s.radarSimilarSchema }),
  radarInvest: endpoint({ ...routes.radarInvest, input: s.companyIdInput, output: s.radarInvestSchema }),
  radarIns: endpoint({ ...routes.radarIns, input: s.companyIdInput, output: s.radarInsSchema }),
  radarNation: endpoint({ ...routes.radarNation, input: s.companyIdInput, output: s.radarNationSchema }),
  radarLinkage: endpoint({ ...routes.radarLinkage, input: s.companyIdInput, output: s.radarLinkageSchema }),
  radarTopic: endpoint({
    ...routes.radarTopic,
    input: s.companyPageInput,
    output: s.entPageOf(s.dynamicSchema),
  }),
  orgRelatedCompanies: endpoint({
    ...routes.orgRelatedCompanies,
    input: s.orgPageInput,
    output: s.entPageOf(s.orgRelatedCompanySchema),
  }),
  orgManagedFunds: endpoint({
    ...routes.orgManagedFunds,
    input: s.orgPageInput,
    output: s.entPageOf(s.orgFundSchema),
  }),
  orgInvestedCompanies: endpoint({
    ...routes.orgInvestedCompanies,
    input: s.orgPageInput,
    output: s.entPageOf(s.orgInvestmentSchema),
  }),
};

/** The card form's enterprise association list (vcard service path, bigdata module). */
export const entdataApi = {
  entAssoListByKeywords: endpoint({
    ...entdataRoutes.entAssoListByKeywords,
    input: s.entAssoInput,
    output: z.array(s.entAssoSchema),
  }),
};
