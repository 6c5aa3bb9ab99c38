import { generateDataset, type Company } from '../bigdata';

/** The raw database of a test (TestApp['db']). */
export interface RawDb {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>;
}

/**
 * Tests and benchmarks: writes generated companies into the 0400_bigdata tables (only the columns
 * a report reads), until the bigdata module ships its own loader.
 */
export async function insertCompanies(db: RawDb, companies: readonly Company[]): Promise<void> {
  for (const c of companies) {
    await db.query(
      `insert into companies (company_id, company_name, usc_no, reg_status_code, reg_status_name,
         legal_entity_name, reg_capital, reg_capital_currency, es_dt, reg_addr, business_scope, phone, email,
         region_code, province_code, city_code, industry_section_code, industry_division_code,
         company_scale_tag, company_type_tag, financing_stage_tag, employees, descr,
         qualification_tags, industry_field_tags, tech_field_tags, service_product_tags, circles_tags,
         is_listed, controller_name, grow_score, evol_score, innov_score, stse_score, effect_score,
         risk_score, total_score, capability_level)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
         $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38)`,
      [
        c.companyId,
        c.companyName,
        c.uscNo,
        c.regStatusCode,
        c.regStatusName,
        c.legalEntityName,
        c.regCapital,
        c.regCapitalCurrency,
        c.esDt,
        c.regAddr,
        c.businessScope,
        c.phone,
        c.email,
        c.regionCode,
        `${c.regionCode.slice(0, 2)}0000`,
        `${c.regionCode.slice(0, 4)}00`,
        c.industrySectionCode,
        c.industryDivisionCode,
        c.companyScaleTag,
        c.companyTypeTag,
        c.financingStageTag,
        c.employees,
        c.descr,
        c.qualificationTags,
        c.industryFieldTags,
        c.techFieldTags,
        c.serviceAndProductTags,
        c.circlesTags,
        c.isListed,
        c.realityControllingPerson.name,
        c.capability.growScore,
        c.capability.evolScore,
        c.capability.innovScore,
        c.capability.stseScore,
        c.capability.effectScore,
        c.capability.riskScore,
        c.capability.totalScore,
        c.capability.level,
      ],
    );
    for (const [seq, s] of c.majorShareholders.entries())
      await db.query(
        `insert into company_shareholders (company_id, seq, holder_entity_id, holder_entity_type,
           holder_entity_name, ratio, subscribed_capital) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          c.companyId,
          seq,
          s.holderEntityId,
          s.holderEntityType,
          s.holderEntityName,
          s.ratio,
          s.subscribedCapital,
        ],
      );
    for (const f of c.financials)
      await db.query(
        `insert into company_financials (company_id, yr, revenue, net_profit, total_assets, total_liabilities,
           net_assets, rd_expense, tax_paid, employees, loar_rate, assets_growth_rate, business_rate)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          c.companyId,
          f.yr,
          f.revenue,
          f.netProfit,
          f.totalAssets,
          f.totalLiabilities,
          f.netAssets,
          f.rdExpense,
          f.taxPaid,
          f.employees,
          f.loarRate,
          f.assetsGrowthRate,
          f.businessRate,
        ],
      );
    for (const d of c.dynamics)
      await db.query(
        `insert into company_dynamics (company_id, title, publisher, is_sys, web_source, init_source, publish_dt, content)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [c.companyId, d.title, d.publisher, d.isSys, d.webSource, d.initSource, d.publishDt, d.content],
      );
    for (const s of c.stockInfoList)
      await db.query(
        `insert into company_listings (stock_code, company_id, stock_type_name, stock_name, exchange,
           exchange_name, list_date, total_shares, float_shares) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          s.stockCode,
          c.companyId,
          s.stockTypeName,
          s.stockName,
          s.exchange,
          s.exchangeName,
          s.listDate,
          s.totalShares,
          s.floatShares,
        ],
      );
  }
}

/** The first `n` generated companies that have financials, shareholders and dynamics. */
export function sampleCompanies(n: number, seed = 'reports'): Company[] {
  const out: Company[] = [];
  for (const c of generateDataset({ seed, companies: 40 * n + 40 }).companies()) {
    if (c.financials.length >= 3 && c.majorShareholders.length >= 2 && c.dynamics.length >= 2) out.push(c);
    if (out.length === n) break;
  }
  return out;
}
