import type { CompanyInput } from '../import';
import type { Company } from '../types';
import type { Dataset } from './generator';

/**
 * A generated company in the import file's shape (benchmarks, tests and the sample files start
 * from the deterministic generator). `dailyLimit` keeps only the last rows of each K-line.
 */
export function inputOfGenerated(
  c: Company,
  dataset: Dataset,
  options: { dailyLimit?: number } = {},
): CompanyInput {
  return {
    companyName: c.companyName,
    companyNameAlias: c.companyNameAlias,
    uscNo: c.uscNo,
    regStatusCode: c.regStatusCode,
    regStatusName: c.regStatusName,
    cancellation: c.cancellation,
    legalEntityName: c.legalEntityName,
    regCapital: c.regCapital,
    regCapitalCurrency: c.regCapitalCurrency,
    esDt: c.esDt,
    registrationAuthority: c.registrationAuthority,
    regAddr: c.regAddr,
    operateAddr: c.operateAddr,
    businessScope: c.businessScope,
    phone: c.phone,
    email: c.email,
    regionCode: c.regionCode,
    industrySectionCode: c.industrySectionCode,
    industryDivisionCode: c.industryDivisionCode,
    companyScaleTag: c.companyScaleTag,
    companyTypeTag: c.companyTypeTag,
    financingStageTag: c.financingStageTag,
    enqaTypeName: c.enqaTypeName,
    qualificationType: c.qualificationType,
    listTitle: c.listTitle,
    enterpriseLevel: c.enterpriseLevel,
    capitalType: c.capitalType,
    managementSize: c.managementSize,
    employees: c.employees,
    investAmt: c.investAmt,
    investCnt: c.investCnt,
    descr: c.descr,
    expansionTag: c.expansionTag,
    highlight: c.highlight,
    qualificationTags: c.qualificationTags,
    industryFieldTags: c.industryFieldTags,
    techFieldTags: c.techFieldTags,
    serviceAndProductTags: c.serviceAndProductTags,
    circlesTags: c.circlesTags,
    realityControllingPerson: c.realityControllingPerson,
    capability: {
      growScore: c.capability.growScore,
      evolScore: c.capability.evolScore,
      innovScore: c.capability.innovScore,
      stseScore: c.capability.stseScore,
      effectScore: c.capability.effectScore,
      riskScore: c.capability.riskScore,
      totalScore: c.capability.totalScore,
    },
    energyLevelInfo: c.energyLevelInfo,
    majorShareholders: c.majorShareholders,
    listings: c.stockInfoList.map((l) => {
      const daily = dataset.kline(l);
      const kept = options.dailyLimit === undefined ? daily : daily.slice(-options.dailyLimit);
      return {
        stockCode: l.stockCode,
        stockTypeName: l.stockTypeName,
        stockName: l.stockName,
        exchange: l.exchange,
        exchangeName: l.exchangeName,
        listDate: l.listDate,
        totalShares: l.totalShares,
        floatShares: l.floatShares,
        daily: kept.map((d) => [d.date, d.prevClose, d.open, d.high, d.low, d.close, d.volume, d.amount]),
      };
    }),
    financials: c.financials,
    dynamics: c.dynamics,
    tagChanges: c.tagChanges,
    layoutNodeCodes: c.industrLayoutList.map((l) => l.industryCode),
    relatedCompany: c.relatedCompany,
    patents: c.patents,
    changes: c.changes,
  };
}
