import { CAPABILITY_LEVEL_NAMES } from '@platform/contracts';
import { getDivision, getSection, regionFullName, regionNames } from '../bigdata';
import type { ReportData } from './pdf/report-data';
import type { CompanyRecord } from './repo';

const CHINA_OFFSET_MS = 8 * 3_600_000;
/** YYYY-MM-DD in China time. */
export const chinaDate = (d: Date | string) =>
  new Date(new Date(d).getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export interface ReportRequestView {
  solution: boolean;
  targetRegion: string | null;
  generatedAt: string;
}

/** ReportData of a company as the 0400_bigdata tables hold it. */
export function reportDataFromRecord(r: CompanyRecord, request: ReportRequestView): ReportData {
  const c = r.company;
  const names = regionNames(c.region_code);
  const section = getSection(c.industry_section_code)?.name;
  const division = getDivision(c.industry_division_code)?.name;
  return {
    ...request,
    company: {
      name: c.company_name,
      creditCode: c.usc_no,
      legalPerson: c.legal_entity_name,
      status: c.reg_status_name,
      establishedDate: c.es_dt ?? '',
      regCapital: c.reg_capital,
      regCapitalCurrency: c.reg_capital_currency,
      region: names ? regionFullName(names) : c.region_code,
      address: c.reg_addr,
      industry: [section, division].filter(Boolean).join(' / '),
      scale: c.company_scale_tag,
      companyType: c.company_type_tag,
      financingStage: c.financing_stage_tag,
      employees: c.employees,
      phone: c.phone,
      email: c.email,
      listing:
        r.listings.map((l) => `${l.exchange_name} ${l.stock_name}（${l.stock_code}）`).join('；') || '未上市',
      businessScope: c.business_scope,
      description: c.descr,
      controller: c.controller_name,
    },
    tags: [
      { title: '资质标签', items: c.qualification_tags },
      { title: '行业领域', items: c.industry_field_tags },
      { title: '技术领域', items: c.tech_field_tags },
      { title: '产品与服务', items: c.service_product_tags },
      { title: '产业链环节', items: r.layouts.map((l) => `${l.chain_name}·${l.node_name}`) },
      { title: '圈层', items: c.circles_tags },
    ],
    shareholders: r.shareholders.map((s) => ({
      name: s.holder_entity_name,
      kind: s.holder_entity_type === '1' ? '自然人' : '企业',
      ratio: s.ratio,
      subscribedCapital: s.subscribed_capital,
    })),
    capability: {
      scores: {
        发展能力: c.grow_score,
        企业风险: c.risk_score,
        社会影响力: c.stse_score,
        市场背景: c.evol_score,
        创新能力: c.innov_score,
        经营能力: c.effect_score,
      },
      total: c.total_score,
      levelName: CAPABILITY_LEVEL_NAMES[c.capability_level - 1] ?? '',
    },
    financials: r.financials.map((f) => ({
      year: f.yr,
      revenue: f.revenue,
      netProfit: f.net_profit,
      totalAssets: f.total_assets,
      netAssets: f.net_assets,
      revenueGrowth: f.business_rate,
      debtRatio: f.loar_rate,
    })),
    dynamics: r.dynamics.map((d) => ({
      date: chinaDate(d.publish_dt),
      title: d.title,
      source: d.publisher || d.web_source,
      content: d.content,
    })),
  };
}
