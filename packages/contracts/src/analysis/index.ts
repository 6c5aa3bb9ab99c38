import { endpoint } from '../envelope';
import { capitalRoutes, customerRoutes, investmentRoutes, technologyRoutes } from './routes';
import { chainScopeInput } from '../chain/statsSchemas';
import * as schemas from './schemas';

const s = { ...schemas, chainScopeInput };

export * from './routes';
export * from './schemas';

/** Investment maps ({p}-precise-business, scene 4). */
export const investmentApi = {
  investmentProcess: endpoint({
    ...investmentRoutes.investmentProcess,
    input: s.chainScopeInput,
    output: s.investmentProcessSchema,
  }),
  linkageData: endpoint({
    ...investmentRoutes.linkageData,
    input: s.chainScopeInput,
    output: s.linkageDataSchema,
  }),
  linkageGraph: endpoint({
    ...investmentRoutes.linkageGraph,
    input: s.linkageGraphInput,
    output: s.graphSchema,
  }),
  linkageEnterprises: endpoint({
    ...investmentRoutes.linkageEnterprises,
    input: s.scopePageInput,
    output: s.linkageEnterpriseSchema,
  }),
  linkageInvestors: endpoint({
    ...investmentRoutes.linkageInvestors,
    input: s.scopePageInput,
    output: s.linkageInvestorSchema,
  }),
  yearFinance: endpoint({
    ...investmentRoutes.yearFinance,
    input: s.chainScopeInput,
    output: s.yearFinanceSchema,
  }),
  yearRounds: endpoint({
    ...investmentRoutes.yearRounds,
    input: s.chainScopeInput,
    output: s.yearRoundsSchema,
  }),
  entByKeywords: endpoint({
    ...investmentRoutes.entByKeywords,
    input: s.entByKeywordsInput,
    output: s.entByKeywordsSchema,
  }),
  orgInfo: endpoint({
    ...investmentRoutes.orgInfo,
    input: s.investorInfoInput,
    output: s.investorInfoSchema,
  }),
};

/** Customer-acquisition maps ({p}-precise-customer, scene 1). */
export const customerApi = {
  matchCount: endpoint({
    ...customerRoutes.matchCount,
    input: s.chainScopeInput,
    output: s.matchCountSchema,
  }),
  supplyRelations: endpoint({
    ...customerRoutes.supplyRelations,
    input: s.supplyInput,
    output: s.supplySchema,
  }),
};

/** Capital maps ({p}-chain). */
export const capitalApi = {
  sharedHolder: endpoint({ ...capitalRoutes.sharedHolder, input: s.companyInput, output: s.graphSchema }),
  directSharedHolder: endpoint({
    ...capitalRoutes.directSharedHolder,
    input: s.companyInput,
    output: s.directSharedHolderSchema,
  }),
  investDistribution: endpoint({
    ...capitalRoutes.investDistribution,
    input: s.investDistributionInput,
    output: s.investDistributionSchema,
  }),
  capitalCooperation: endpoint({
    ...capitalRoutes.capitalCooperation,
    input: s.chainScopeInput,
    output: s.graphSchema,
  }),
  equityPenetration: endpoint({
    ...capitalRoutes.equityPenetration,
    input: s.penetrationInput,
    output: s.penetrationSchema,
  }),
};

/** Technology and density maps ({p}-algorithm). */
export const technologyApi = {
  technologyMapping: endpoint({
    ...technologyRoutes.technologyMapping,
    input: s.chainScopeInput,
    output: s.technologyMappingSchema,
  }),
  technologyLabelMapping: endpoint({
    ...technologyRoutes.technologyLabelMapping,
    input: s.technologyLabelInput,
    output: s.technologyLabelSchema,
  }),
  geneCode: endpoint({ ...technologyRoutes.geneCode, input: s.companyInput, output: s.geneCodeSchema }),
  technicalRoute: endpoint({
    ...technologyRoutes.technicalRoute,
    input: s.chainScopeInput,
    output: s.technicalRouteSchema,
  }),
  patentTree: endpoint({
    ...technologyRoutes.patentTree,
    input: s.chainScopeInput,
    output: s.analysisTreeSchema,
  }),
  cooperationDensityTree: endpoint({
    ...technologyRoutes.cooperationDensityTree,
    input: s.chainScopeInput,
    output: s.analysisTreeSchema,
  }),
  societyDensity: endpoint({
    ...technologyRoutes.societyDensity,
    input: s.chainScopeInput,
    output: s.societyDensitySchema,
  }),
};
