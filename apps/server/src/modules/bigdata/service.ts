import {
  CAPABILITY_LEVEL_NAMES,
  REGION_FALLBACK_RANGE,
  ResultCode,
  capabilityLevel,
  type CapabilityScores,
  type CompanyBrief,
  type CompanyInfo,
  type EntDetail,
  type RegionTree,
  type SearchConditions,
  type StockQuote,
} from '@platform/contracts';
import type { Q, Store } from '../../db/kysely';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/errors';
import { hasPurchase } from '../permission';
import { quoteFromKline } from './quotes';
import {
  cities,
  counties,
  getDivision,
  getSection,
  provinces,
  regionFullName,
  regionNames,
  sections,
} from './reference';
import * as repo from './repo';
import type { BriefRow, CompanyRow, OrgRow } from './repo';

export const notFound = (key: 'companyNotFound' | 'orgNotFound' | 'regionNotFound', detail?: string) =>
  new AppError(key, ResultCode.NOT_FOUND, 404, detail);

/** Code 111111 with the purchase message (spec 2 §8: 请购买相应的服务 → 立即购买). */
export const purchaseNeeded = () => new AppError('purchaseNeeded', ResultCode.PURCHASE_NEEDED, 403);

/**
 * The action rule of spec 2 §4 on the server (login is the route's auth): with a business scene
 * above 0, a purchase of the scene. With the region check, the purchased regions of the scene
 * count; with none, the scene is checked with the fallback range 120000. Without it, the scene
 * alone. Answers 111111 when the tenant has not bought it.
 */
export async function assertScenePurchase(
  scope: TenantScope,
  scene: number,
  regionCheck = true,
): Promise<void> {
  if (!(await scenePurchased(scope, scene, regionCheck))) throw purchaseNeeded();
}

export async function scenePurchased(
  scope: TenantScope,
  scene: number,
  regionCheck = true,
): Promise<boolean> {
  if (scene <= 0) return true;
  if (!regionCheck) return hasPurchase(scope, scene);
  // Region check: a purchased region of the scene passes; with none, the scene is checked with the
  // fallback range 120000, which hasPurchase reads as "bought for any region". Both steps thus
  // come down to one question: one query.
  return hasPurchase(scope, scene, REGION_FALLBACK_RANGE);
}

// ---------------------------------------------------------------- mapping

const joinTags = (tags: readonly string[]) => tags.join(',');

export function placeOf(regionCode: string) {
  const names = regionNames(regionCode);
  return {
    provinceName: names?.province.name ?? '',
    cityName: names?.city.name ?? '',
    countyName: names?.county?.name ?? '',
    area: names ? regionFullName(names) : '',
  };
}

export function toBrief(r: BriefRow): CompanyBrief {
  return {
    companyId: r.company_id,
    companyName: r.company_name,
    logoPath: r.logo_path,
    regStatusName: r.reg_status_name,
    regStatusCode: r.reg_status_code,
    uscNo: r.usc_no,
    legalEntityName: r.legal_entity_name,
    regCapital: r.reg_capital,
    esDt: r.es_dt ?? '',
    area: placeOf(r.region_code).area,
    regionCode: r.region_code,
    industryDivisionName: getDivision(r.industry_division_code)?.name ?? '',
    companyScaleTag: r.company_scale_tag,
    qualificationTags: joinTags(r.qualification_tags),
    isListed: r.is_listed,
    totalScore: r.total_score,
  };
}

export function capabilityOf(c: CompanyRow): CapabilityScores {
  const level = capabilityLevel(c.total_score);
  return {
    growScore: c.grow_score,
    evolScore: c.evol_score,
    innovScore: c.innov_score,
    stseScore: c.stse_score,
    effectScore: c.effect_score,
    riskScore: c.risk_score,
    totalScore: c.total_score,
    level,
    levelName: CAPABILITY_LEVEL_NAMES[level - 1] ?? '',
    isListed: c.is_listed,
    industrDistribution: getDivision(c.industry_division_code)?.name ?? '',
    regionalDistribution: placeOf(c.region_code).provinceName,
  };
}

const FINANCIAL_SCHEMA = [
  { key: 'yr', title: '年份', unit: '' },
  { key: 'revenue', title: '营业收入', unit: '万元' },
  { key: 'netProfit', title: '净利润', unit: '万元' },
  { key: 'totalAssets', title: '资产总额', unit: '万元' },
  { key: 'totalLiabilities', title: '负债总额', unit: '万元' },
  { key: 'netAssets', title: '所有者权益', unit: '万元' },
  { key: 'rdExpense', title: '研发费用', unit: '万元' },
  { key: 'taxPaid', title: '纳税总额', unit: '万元' },
  { key: 'employees', title: '从业人数', unit: '人' },
];

const EMPTY_INFO = {
  companyNameAlias: '',
  logoPath: null,
  companyScaleTag: '',
  companyTypeTag: '',
  financingStageTag: '',
  qualificationTags: '',
  industryFieldTags: '',
  techFieldTags: '',
  serviceAndProductTags: '',
  circlesTags: '',
  legalEntityName: '',
  regCapitalCurrency: '人民币',
  regAddr: '',
  operateAddr: '',
  businessScope: '',
  qualificationType: '',
  enqaTypeName: '',
  listTitle: '',
  enterpriseLevel: 0,
  capitalType: '',
  expansionTag: '',
  highlight: '',
  relatedCompany: [],
  isFollow: 0,
  isTop: 0,
  industrLayoutList: [],
  stockInfoList: [],
  majorShareholders: [],
  realityControllingPerson: '',
  realityControllingPersonId: '',
  realityControllingPersonType: '1' as const,
  industrySectionCode: '',
  industrySectionName: '',
  industryDivisionCode: '',
  industryDivisionName: '',
  phone: '',
  email: '',
  employees: 0,
  isListed: false,
};

const money = (wan: number) => (wan >= 10_000 ? `${(wan / 10_000).toFixed(2)}亿元` : `${wan.toFixed(2)}万元`);

function orgDetail(o: OrgRow): EntDetail {
  const companyInfo: CompanyInfo = {
    ...EMPTY_INFO,
    companyId: o.org_id,
    companyName: o.org_name,
    orgId: o.org_id,
    orgName: o.org_name,
    regStatusName: '在营',
    regStatusCode: '1',
    regCapital: 0,
    esDt: o.established_date,
    uscNo: o.usc_no,
    companyTypeTag: o.org_type,
    managementSize: money(o.management_size),
    investAmt: o.invest_amt,
    investCnt: o.invest_cnt,
    descr: o.descr,
    regionCode: o.region_code,
    ...placeOf(o.region_code),
    entType: 'org',
  };
  return {
    companyInfo,
    stockInfoList: [],
    layoutInfoList: [],
    financialTable: { schema: FINANCIAL_SCHEMA, data: [] },
    financialChart: { data: [] },
    shareholderInfo: [],
    energyLevelInfo: null,
    capability: null,
    expansionIndex: null,
  };
}

/**
 * The enterprise detail of a company (or an investment organisation, mapped onto the company
 * fields), without the caller's follow flags (0). The reports module uses it too.
 */
export async function loadEnterpriseDetail(store: Store, companyId: string): Promise<EntDetail> {
  const db = store.db;
  const c = await repo.companyDetail(db, companyId);
  if (!c) {
    const org = await repo.findOrg(db, companyId);
    if (org) return orgDetail(org);
    throw notFound('companyNotFound', companyId);
  }
  const { holders, stocks, years, layout, related, holdings } = c;
  const stockInfoList = stocks.map((s) => ({
    stockTypeName: s.stock_type_name,
    stockName: s.stock_name,
    stockCode: s.stock_code,
    exchangeName: s.exchange_name,
    listDate: s.list_date,
  }));
  const shareholderInfo = holders.map((h) => ({
    holderEntityId: h.holder_entity_id,
    // The JSON helper types a text '1'/'2' as a number; the value stays the text.
    holderEntityType: String(h.holder_entity_type) as '1' | '2',
    holderEntityName: h.holder_entity_name,
    ratio: h.ratio,
    subscribedCapital: h.subscribed_capital,
  }));
  const division = getDivision(c.industry_division_code);
  const companyInfo: CompanyInfo = {
    companyId: c.company_id,
    companyName: c.company_name,
    companyNameAlias: c.company_name_alias,
    logoPath: c.logo_path,
    regStatusName: c.reg_status_name,
    regStatusCode: c.reg_status_code,
    companyScaleTag: c.company_scale_tag,
    companyTypeTag: c.company_type_tag,
    financingStageTag: c.financing_stage_tag,
    qualificationTags: joinTags(c.qualification_tags),
    industryFieldTags: joinTags(c.industry_field_tags),
    techFieldTags: joinTags(c.tech_field_tags),
    serviceAndProductTags: joinTags(c.service_product_tags),
    circlesTags: joinTags(c.circles_tags),
    legalEntityName: c.legal_entity_name,
    regCapital: c.reg_capital,
    regCapitalCurrency: c.reg_capital_currency,
    esDt: c.es_dt ?? '',
    uscNo: c.usc_no,
    regAddr: c.reg_addr,
    operateAddr: c.operate_addr,
    businessScope: c.business_scope,
    qualificationType: c.qualification_type,
    enqaTypeName: c.enqa_type_name,
    listTitle: c.list_title,
    enterpriseLevel: c.enterprise_level,
    capitalType: c.capital_type,
    managementSize: c.management_size,
    investAmt: c.invest_amt,
    investCnt: c.invest_cnt,
    descr: c.descr,
    expansionTag: c.expansion_tag,
    highlight: c.highlight,
    relatedCompany: related,
    isFollow: 0,
    isTop: 0,
    industrLayoutList: layout,
    stockInfoList,
    majorShareholders: shareholderInfo,
    realityControllingPerson: c.controller_name,
    realityControllingPersonId: c.controller_id,
    realityControllingPersonType: c.controller_type,
    regionCode: c.region_code,
    ...placeOf(c.region_code),
    industrySectionCode: c.industry_section_code,
    industrySectionName: getSection(c.industry_section_code)?.name ?? '',
    industryDivisionCode: c.industry_division_code,
    industryDivisionName: division?.name ?? '',
    phone: c.phone,
    email: c.email,
    employees: c.employees,
    isListed: c.is_listed,
    entType: 'company',
  };
  return {
    companyInfo,
    stockInfoList,
    layoutInfoList: layout,
    financialTable: {
      schema: FINANCIAL_SCHEMA,
      data: years.map((y) => ({
        yr: y.yr,
        revenue: y.revenue,
        netProfit: y.net_profit,
        totalAssets: y.total_assets,
        totalLiabilities: y.total_liabilities,
        netAssets: y.net_assets,
        rdExpense: y.rd_expense,
        taxPaid: y.tax_paid,
        employees: y.employees,
      })),
    },
    financialChart: {
      data: years.map((y) => ({
        yr: y.yr,
        loarRate: y.loar_rate,
        assetsGrowthRate: y.assets_growth_rate,
        businessRate: y.business_rate,
      })),
    },
    shareholderInfo,
    energyLevelInfo: {
      level: c.energy_level,
      rankScoreInIndustry: c.rank_score_in_industry,
      contribution: c.contribution,
    },
    capability: capabilityOf(c),
    expansionIndex: expansionIndex(
      Number(holdings ?? 0),
      years.map((y) => y.assets_growth_rate),
    ),
  };
}

/**
 * The expansion gauge (0–10, spec 2 §2 Charts): how much a company reaches out. Companies it holds
 * shares in (2 points at one, 4 at three, 6 at seven: 2·log2(1 + n)) plus the average total-asset
 * growth of its last three years (1 point per 10 %, at most 4), capped at 10, one decimal.
 */
export function expansionIndex(holdings: number, assetGrowthRates: readonly number[]): number {
  const recent = assetGrowthRates.slice(-3);
  const growth = recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : 0;
  const score = 2 * Math.log2(1 + holdings) + Math.min(4, Math.max(0, growth / 10));
  return Math.round(Math.min(10, score) * 10) / 10;
}

export async function requireCompany(db: Q, companyId: string): Promise<CompanyRow> {
  const c = await repo.findCompany(db, companyId);
  if (!c) throw notFound('companyNotFound', companyId);
  return c;
}

export async function requireOrg(db: Q, orgId: string): Promise<OrgRow> {
  const o = await repo.findOrg(db, orgId);
  if (!o) throw notFound('orgNotFound', orgId);
  return o;
}

// ---------------------------------------------------------------- stock

const SYMBOL_PREFIX: Record<string, string> = { SSE: 'SH', SZSE: 'SZ', BSE: 'BJ' };

async function primaryListing(db: Q, companyId: string) {
  await requireCompany(db, companyId);
  return (await repo.listings(db, companyId))[0];
}

/** The quote card from the last daily row (generator rules: quoteFromKline). */
export async function stockQuote(db: Q, companyId: string): Promise<StockQuote | null> {
  const listing = await primaryListing(db, companyId);
  if (!listing) return null;
  const [last] = await repo.lastDaily(db, listing.stock_code, 1);
  if (!last) return null;
  const fin = await repo.latestFinancial(db, companyId);
  const quote = quoteFromKline(
    {
      date: last.trade_date,
      prevClose: last.prev_close,
      open: last.open,
      high: last.high,
      low: last.low,
      close: last.close,
      volume: last.volume,
      amount: last.amount,
    },
    listing.stock_code,
    { total: listing.total_shares, float: listing.float_shares },
    { netAssets: (fin?.net_assets ?? 0) * 10_000, netProfit: (fin?.net_profit ?? 0) * 10_000 },
  );
  return { stockCode: listing.stock_code, stockName: listing.stock_name, ...quote };
}

export async function stockKline(db: Q, companyId: string, days: number) {
  const listing = await primaryListing(db, companyId);
  if (!listing) return null;
  const rows = await repo.lastDaily(db, listing.stock_code, days);
  return {
    name: listing.stock_name,
    symbol: `${SYMBOL_PREFIX[listing.exchange] ?? ''}${listing.stock_code}`,
    rows: rows
      .reverse()
      .map(
        (r) =>
          [r.trade_date, r.prev_close, r.open, r.high, r.low, r.close, r.volume, r.amount] as [
            string,
            number,
            number,
            number,
            number,
            number,
            number,
            number,
          ],
      ),
  };
}

// ---------------------------------------------------------------- regions

// ---------------------------------------------------------------- search conditions

const industryConditions = sections.map((s) => ({
  code: s.code,
  name: s.name,
  divisions: s.divisions.map((d) => ({ code: d.code, name: d.name })),
}));

type ChainConditionNode = SearchConditions['chains'][number]['children'][number];

/**
 * What the search filter offers: the GB/T 4754 sections and divisions the generator ships, and the
 * chains as trees from industry_chains and chain_nodes (parent_code, in sort order), so seeded or
 * imported chains drive the filter. Not cached: a few hundred rows, and the data changes on import.
 */
export async function searchConditions(db: Q): Promise<SearchConditions> {
  const [chains, nodes] = await Promise.all([repo.chainRows(db), repo.chainNodeRows(db)]);
  const children = new Map<string, ChainConditionNode[]>();
  // Level 1 nodes hang off the chain (parent_code null); rows come level by level in sort order.
  for (const n of nodes) {
    const node: ChainConditionNode = { code: n.node_code, name: n.node_name, level: n.level, children: [] };
    children.set(n.node_code, node.children);
    const parent = n.parent_code ?? n.chain_code;
    const siblings = children.get(parent) ?? [];
    if (!children.has(parent)) children.set(parent, siblings);
    siblings.push(node);
  }
  return {
    industries: industryConditions,
    chains: chains.map((c) => ({
      code: c.chain_code,
      name: c.chain_name,
      children: children.get(c.chain_code) ?? [],
    })),
  };
}

let regionTree: RegionTree | undefined;

/** Province → city → county from GB/T 2260 (development-zone codes left out). */
export function regionList(): RegionTree {
  regionTree ??= provinces.map((p) => ({
    code: p.code,
    name: p.name,
    level: 1,
    children: cities
      .filter((c) => c.provinceCode === p.code)
      .map((c) => ({
        code: c.code,
        name: c.name,
        level: 2,
        children: counties
          .filter((k) => k.cityCode === c.code)
          .map((k) => ({ code: k.code, name: k.name, level: 3 })),
      })),
  }));
  return regionTree;
}

const provinceByCode = new Map(provinces.map((p) => [p.code, p]));

/** A real GB/T 2260 code: its name, full name, level (1 province, 2 city, 3 county) and parent. */
export function regionLevel(code: string) {
  const province = provinceByCode.get(code);
  if (province)
    return {
      name: province.name,
      fullName: province.name,
      level: 1 as const,
      parent: null,
    };
  const names = regionNames(code);
  if (!names) throw notFound('regionNotFound', code);
  if (names.county)
    return {
      name: names.county.name,
      fullName: regionFullName(names),
      level: 3 as const,
      parent: names.city.code,
    };
  return {
    name: names.city.name,
    fullName: regionFullName(names),
    level: 2 as const,
    parent: names.province.code,
  };
}

export function provinceName(code: string): string {
  return provinceByCode.get(code)?.name ?? '';
}
