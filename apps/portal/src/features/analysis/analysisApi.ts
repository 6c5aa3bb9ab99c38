import type { capitalApi, customerApi, investmentApi, technologyApi } from '@platform/contracts/analysis';
import {
  capitalRoutes,
  customerRoutes,
  investmentRoutes,
  technologyRoutes,
} from '@platform/contracts/analysis/routes';
import { fromContract, platformApi, routesOf } from '../../shared/api/api';

const investment = routesOf<typeof investmentApi>(investmentRoutes);
const customer = routesOf<typeof customerApi>(customerRoutes);
const capital = routesOf<typeof capitalApi>(capitalRoutes);
const technology = routesOf<typeof technologyApi>(technologyRoutes);

/** Investment and analysis maps (spec 2 §7): read-only queries over a chain scope or a company. */
export const analysisApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    investmentProcess: build.query(fromContract(investment.investmentProcess)),
    investmentLinkageData: build.query(fromContract(investment.linkageData)),
    investmentLinkageGraph: build.query(fromContract(investment.linkageGraph)),
    investmentEnterprises: build.query(fromContract(investment.linkageEnterprises)),
    investmentInvestors: build.query(fromContract(investment.linkageInvestors)),
    investmentYearFinance: build.query(fromContract(investment.yearFinance)),
    investmentYearRounds: build.query(fromContract(investment.yearRounds)),
    investmentSearch: build.query(fromContract(investment.entByKeywords)),
    investorInfo: build.query(fromContract(investment.orgInfo)),
    targetCounts: build.query(fromContract(customer.matchCount)),
    supplyRelations: build.query(fromContract(customer.supplyRelations)),
    sharedHolders: build.query(fromContract(capital.sharedHolder)),
    directSharedHolders: build.query(fromContract(capital.directSharedHolder)),
    investDistribution: build.query(fromContract(capital.investDistribution)),
    capitalCooperation: build.query(fromContract(capital.capitalCooperation)),
    equityPenetration: build.query(fromContract(capital.equityPenetration)),
    technologyMapping: build.query(fromContract(technology.technologyMapping)),
    technologyCompanies: build.query(fromContract(technology.technologyLabelMapping)),
    geneCode: build.query(fromContract(technology.geneCode)),
    technicalRoute: build.query(fromContract(technology.technicalRoute)),
    patentTree: build.query(fromContract(technology.patentTree)),
    cooperationDensity: build.query(fromContract(technology.cooperationDensityTree)),
    societyDensity: build.query(fromContract(technology.societyDensity)),
  }),
});

export const {
  useInvestmentProcessQuery,
  useInvestmentLinkageDataQuery,
  useLazyInvestmentLinkageGraphQuery,
  useInvestmentEnterprisesQuery,
  useInvestmentInvestorsQuery,
  useInvestmentYearFinanceQuery,
  useInvestmentYearRoundsQuery,
  useInvestmentSearchQuery,
  useInvestorInfoQuery,
  useTargetCountsQuery,
  useSupplyRelationsQuery,
  useSharedHoldersQuery,
  useDirectSharedHoldersQuery,
  useInvestDistributionQuery,
  useCapitalCooperationQuery,
  useEquityPenetrationQuery,
  useTechnologyMappingQuery,
  useTechnologyCompaniesQuery,
  useGeneCodeQuery,
  useTechnicalRouteQuery,
  usePatentTreeQuery,
  useCooperationDensityQuery,
  useSocietyDensityQuery,
} = analysisApi;
