import type { Insertable } from 'kysely';
import type { Database } from '../../../db/schema';
import { allChainNodes, chainOfNode, chains } from '../reference';
import { pinyinKeys } from './pinyin';
import type { CompanyRecord, OrganisationRecord } from './records';

type Rows<T extends keyof Database> = Insertable<Database[T]>[];

/** The rows of every table one company fills. */
export interface CompanyRows {
  company: Insertable<Database['companies']>;
  shareholders: Rows<'company_shareholders'>;
  listings: Rows<'company_listings'>;
  daily: Rows<'stock_daily'>;
  financials: Rows<'company_financials'>;
  dynamics: Rows<'company_dynamics'>;
  tagChanges: Rows<'company_tag_changes'>;
  layouts: Rows<'company_layouts'>;
  relations: Rows<'company_relations'>;
  patents: Rows<'company_patents'>;
  changes: Rows<'company_changes'>;
}

export const provinceCodeOf = (regionCode: string) => `${regionCode.slice(0, 2)}0000`;
export const cityCodeOf = (regionCode: string) => `${regionCode.slice(0, 4)}00`;

export function companyRows(c: CompanyRecord): CompanyRows {
  const keys = pinyinKeys(c.companyName);
  const s = c.capability;
  const id = c.companyId;
  return {
    company: {
      company_id: id,
      company_name: c.companyName,
      company_name_alias: c.companyNameAlias,
      name_pinyin: keys.full,
      name_initials: keys.initials,
      logo_path: c.logoPath,
      usc_no: c.uscNo,
      reg_status_code: c.regStatusCode,
      reg_status_name: c.regStatusName,
      cancel_date: c.cancellation?.date ?? null,
      cancel_reason: c.cancellation?.reason ?? null,
      legal_entity_name: c.legalEntityName,
      reg_capital: c.regCapital,
      reg_capital_currency: c.regCapitalCurrency,
      es_dt: c.esDt,
      registration_authority: c.registrationAuthority,
      reg_addr: c.regAddr,
      operate_addr: c.operateAddr,
      business_scope: c.businessScope,
      phone: c.phone,
      email: c.email,
      region_code: c.regionCode,
      province_code: provinceCodeOf(c.regionCode),
      city_code: cityCodeOf(c.regionCode),
      industry_section_code: c.industrySectionCode,
      industry_division_code: c.industryDivisionCode,
      company_scale_tag: c.companyScaleTag,
      company_type_tag: c.companyTypeTag,
      financing_stage_tag: c.financingStageTag,
      enqa_type_name: c.enqaTypeName,
      qualification_type: c.qualificationType,
      list_title: c.listTitle,
      enterprise_level: c.enterpriseLevel,
      capital_type: c.capitalType,
      management_size: c.managementSize,
      employees: c.employees,
      invest_amt: c.investAmt,
      invest_cnt: c.investCnt,
      descr: c.descr,
      expansion_tag: c.expansionTag,
      highlight: c.highlight,
      qualification_tags: c.qualificationTags,
      industry_field_tags: c.industryFieldTags,
      tech_field_tags: c.techFieldTags,
      service_product_tags: c.serviceAndProductTags,
      circles_tags: c.circlesTags,
      is_listed: c.listings.length > 0,
      controller_name: c.realityControllingPerson.name,
      controller_type: c.realityControllingPerson.type,
      controller_id: c.realityControllingPerson.id,
      grow_score: s.growScore,
      evol_score: s.evolScore,
      innov_score: s.innovScore,
      stse_score: s.stseScore,
      effect_score: s.effectScore,
      risk_score: s.riskScore,
      total_score: s.totalScore,
      capability_level: s.level,
      energy_level: c.energyLevelInfo.level,
      rank_score_in_industry: c.energyLevelInfo.rankScoreInIndustry,
      contribution: c.energyLevelInfo.contribution,
    },
    shareholders: c.majorShareholders.map((h, seq) => ({
      company_id: id,
      seq,
      holder_entity_id: h.holderEntityId,
      holder_entity_type: h.holderEntityType,
      holder_entity_name: h.holderEntityName,
      ratio: h.ratio,
      subscribed_capital: h.subscribedCapital,
    })),
    listings: c.listings.map((l) => ({
      stock_code: l.stockCode,
      company_id: id,
      stock_type_name: l.stockTypeName,
      stock_name: l.stockName,
      exchange: l.exchange,
      exchange_name: l.exchangeName,
      list_date: l.listDate,
      total_shares: l.totalShares,
      float_shares: l.floatShares,
    })),
    daily: c.listings.flatMap((l) =>
      l.daily.map((d) => ({
        stock_code: l.stockCode,
        trade_date: d.date,
        prev_close: d.prevClose,
        open: d.open,
        high: d.high,
        low: d.low,
        close: d.close,
        volume: d.volume,
        amount: d.amount,
      })),
    ),
    financials: c.financials.map((f) => ({
      company_id: id,
      yr: f.yr,
      revenue: f.revenue,
      net_profit: f.netProfit,
      total_assets: f.totalAssets,
      total_liabilities: f.totalLiabilities,
      net_assets: f.netAssets,
      rd_expense: f.rdExpense,
      tax_paid: f.taxPaid,
      employees: f.employees,
      loar_rate: f.loarRate,
      assets_growth_rate: f.assetsGrowthRate,
      business_rate: f.businessRate,
    })),
    dynamics: c.dynamics.map((d) => ({
      company_id: id,
      title: d.title,
      publisher: d.publisher,
      is_sys: d.isSys,
      web_source: d.webSource,
      init_source: d.initSource,
      publish_dt: d.publishDt,
      content: d.content,
      url: d.url,
    })),
    tagChanges: c.tagChanges.map((t) => ({
      company_id: id,
      changed_on: t.date,
      change_tag_code: t.changeTagCode,
      action: t.action,
      tag_name: t.tagName,
    })),
    layouts: [...new Set(c.layoutNodeCodes)].map((code) => ({
      company_id: id,
      node_code: code,
      chain_code: chainCodeOf(code),
      company_name: c.companyName,
      region_code: c.regionCode,
      reg_status_code: c.regStatusCode,
      reg_status_name: c.regStatusName,
      reg_capital: c.regCapital,
      qualification_tags: c.qualificationTags,
      es_dt: c.esDt,
      is_listed: c.listings.length > 0,
    })),
    relations: dedupe(c.relatedCompany, (r) => r.companyId)
      .filter((r) => r.companyId !== id)
      .map((r) => ({ company_id: id, related_company_id: r.companyId, relation: r.relation })),
    patents: c.patents.map((p) => ({
      company_id: id,
      patent_no: p.patentNo,
      title: p.title,
      kind: p.kind,
      ipc: p.ipc,
      applicant: p.applicant,
      inventors: p.inventors,
      applied_on: p.appliedOn,
      published_on: p.publishedOn,
      granted_on: p.grantedOn,
      legal_status: p.legalStatus,
    })),
    changes: c.changes.map((x) => ({
      company_id: id,
      changed_on: x.changedOn,
      kind: x.kind,
      before_text: x.beforeText,
      after_text: x.afterText,
      before_amount: x.beforeAmount,
      after_amount: x.afterAmount,
    })),
  };
}

function chainCodeOf(nodeCode: string): string {
  const chain = chainOfNode(nodeCode);
  if (!chain) throw new Error(`unknown chain node ${nodeCode}`);
  return chain.code;
}

function dedupe<T>(items: readonly T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t)) && seen.add(key(t)));
}

export function chainRows(): { chains: Rows<'industry_chains'>; nodes: Rows<'chain_nodes'> } {
  return {
    chains: chains.map((c, sort) => ({
      chain_code: c.code,
      chain_name: c.name,
      description: c.description,
      sort,
    })),
    nodes: allChainNodes.map((n, sort) => ({
      node_code: n.code,
      chain_code: chainCodeOf(n.code),
      parent_code: n.level === 1 ? null : n.parentCode,
      node_name: n.name,
      description: n.description,
      level: n.level,
      sort,
      divisions: [...n.divisions],
    })),
  };
}

export function organisationRows(o: OrganisationRecord) {
  const managementSize = o.funds.reduce((sum, f) => sum + f.fundSize, 0);
  const investAmt = o.investments.reduce((sum, i) => sum + i.amount, 0);
  const year = o.establishedDate.slice(0, 4);
  return {
    org: {
      org_id: o.orgId,
      org_name: o.orgName,
      org_type: o.orgType,
      usc_no: o.uscNo,
      region_code: o.regionCode,
      established_date: o.establishedDate,
      manager_registration_no: o.managerRegistrationNo,
      descr:
        `${o.orgName}成立于${year}年，是在中国证券投资基金业协会登记的${o.orgType}基金管理人` +
        `（登记编号${o.managerRegistrationNo}），管理基金${o.funds.length}支，累计投资企业${o.investments.length}家。`,
      management_size: Math.round(managementSize * 100) / 100,
      invest_amt: Math.round(investAmt * 100) / 100,
      invest_cnt: o.investments.length,
    } satisfies Insertable<Database['investment_orgs']>,
    funds: o.funds.map((f, seq) => ({
      org_id: o.orgId,
      seq,
      fund_name: f.fundName,
      fund_type: f.fundType,
      fund_size: f.fundSize,
      established_date: f.establishedDate,
    })) satisfies Rows<'org_funds'>,
    investments: o.investments.map((i) => ({
      org_id: o.orgId,
      company_id: i.companyId,
      fund_name: i.fundName,
      invest_date: i.investDate,
      round: i.round,
      amount: i.amount,
    })) satisfies Rows<'org_investments'>,
  };
}
