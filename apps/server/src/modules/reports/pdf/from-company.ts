import type { Company } from '../../bigdata';
import type { ReportData } from './report-data';

export interface ReportRequestView {
  solution: boolean;
  targetRegion: string | null;
  generatedAt: string;
}

/** ReportData of one company in the bigdata module's shape (the generator's `Company`). */
export function reportDataOf(c: Company, request: ReportRequestView): ReportData {
  const listing = c.stockInfoList.map((s) => `${s.exchangeName} ${s.stockName}（${s.stockCode}）`).join('；');
  return {
    ...request,
    company: {
      name: c.companyName,
      creditCode: c.uscNo,
      legalPerson: c.legalEntityName,
      status: c.regStatusName,
      establishedDate: c.esDt,
      regCapital: c.regCapital,
      regCapitalCurrency: c.regCapitalCurrency,
      region: c.area,
      address: c.regAddr,
      industry: `${c.industrySectionName} / ${c.industryDivisionName}`,
      scale: c.companyScaleTag,
      companyType: c.companyTypeTag,
      financingStage: c.financingStageTag,
      employees: c.employees,
      phone: c.phone,
      email: c.email,
      listing: listing || '未上市',
      businessScope: c.businessScope,
      description: c.descr,
      controller: c.realityControllingPerson.name,
    },
    tags: [
      { title: '资质标签', items: c.qualificationTags },
      { title: '行业领域', items: c.industryFieldTags },
      { title: '技术领域', items: c.techFieldTags },
      { title: '产品与服务', items: c.serviceAndProductTags },
      { title: '产业链环节', items: c.industrLayoutList.map((l) => `${l.chainName}·${l.industryName}`) },
      { title: '圈层', items: c.circlesTags },
    ],
    shareholders: c.majorShareholders.map((s) => ({
      name: s.holderEntityName,
      kind: s.holderEntityType === '1' ? '自然人' : '企业',
      ratio: s.ratio,
      subscribedCapital: s.subscribedCapital,
    })),
    capability: {
      scores: {
        发展能力: c.capability.growScore,
        企业风险: c.capability.riskScore,
        社会影响力: c.capability.stseScore,
        市场背景: c.capability.evolScore,
        创新能力: c.capability.innovScore,
        经营能力: c.capability.effectScore,
      },
      total: c.capability.totalScore,
      levelName: c.capability.levelName,
    },
    financials: [...c.financials]
      .sort((a, b) => a.yr - b.yr)
      .map((f) => ({
        year: f.yr,
        revenue: f.revenue,
        netProfit: f.netProfit,
        totalAssets: f.totalAssets,
        netAssets: f.netAssets,
        revenueGrowth: f.businessRate,
        debtRatio: f.loarRate,
      })),
    dynamics: [...c.dynamics]
      .sort((a, b) => b.publishDt.localeCompare(a.publishDt))
      .map((d) => ({
        date: d.publishDt,
        title: d.title,
        source: d.publisher || d.webSource,
        content: d.content,
      })),
  };
}
