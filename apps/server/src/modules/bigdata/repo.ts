import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { QueriesOf } from '../../db/module-store';
import { paginate } from '../../db/paginate';

type Queries = QueriesOf<'bigdata'>;
type Tables = Queries extends Kysely<infer T> ? T : never;

/** Columns of a company's brief (lists, batch lookup, radar panels). */
export const BRIEF_COLUMNS = [
  'companies.company_id',
  'companies.company_name',
  'companies.logo_path',
  'companies.reg_status_name',
  'companies.reg_status_code',
  'companies.usc_no',
  'companies.legal_entity_name',
  'companies.reg_capital',
  'companies.es_dt',
  'companies.region_code',
  'companies.industry_division_code',
  'companies.company_scale_tag',
  'companies.qualification_tags',
  'companies.is_listed',
  'companies.total_score',
] as const;

export type BriefRow = Awaited<ReturnType<typeof companyBriefs>>[number];

export const findCompany = (db: Queries, companyId: string) =>
  db.selectFrom('companies').selectAll().where('company_id', '=', companyId).executeTakeFirst();
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/**
 * A company with its shareholders, listings, financial years, chain layout and related companies
 * in one round trip (the detail is the hottest read: one query instead of six).
 */
export const companyDetail = (db: Queries, companyId: string) =>
  db
    .selectFrom('companies')
    .selectAll('companies')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('company_shareholders as s')
          .select([
            's.holder_entity_id',
            's.holder_entity_type',
            's.holder_entity_name',
            's.ratio',
            's.subscribed_capital',
          ])
          .whereRef('s.company_id', '=', 'companies.company_id')
          .orderBy('s.seq'),
      ).as('holders'),
      jsonArrayFrom(
        eb
          .selectFrom('company_listings as l')
          .select(['l.stock_type_name', 'l.stock_name', 'l.stock_code', 'l.exchange_name', 'l.list_date'])
          .whereRef('l.company_id', '=', 'companies.company_id')
          .orderBy('l.list_date')
          .orderBy('l.stock_code'),
      ).as('stocks'),
      jsonArrayFrom(
        eb
          .selectFrom('company_financials as f')
          .selectAll('f')
          .whereRef('f.company_id', '=', 'companies.company_id')
          .orderBy('f.yr'),
      ).as('years'),
      jsonArrayFrom(
        eb
          .selectFrom('company_layouts')
          .innerJoin('chain_nodes', 'chain_nodes.node_code', 'company_layouts.node_code')
          .innerJoin('industry_chains', 'industry_chains.chain_code', 'company_layouts.chain_code')
          .select([
            'company_layouts.node_code as industryCode',
            'chain_nodes.node_name as industryName',
            'company_layouts.chain_code as chainCode',
            'industry_chains.chain_name as chainName',
          ])
          .whereRef('company_layouts.company_id', '=', 'companies.company_id')
          .orderBy('company_layouts.node_code'),
      ).as('layout'),
      jsonArrayFrom(
        eb
          .selectFrom('company_relations')
          .innerJoin('companies as rc', 'rc.company_id', 'company_relations.related_company_id')
          .select([
            'company_relations.related_company_id as companyId',
            'rc.company_name as companyName',
            'company_relations.relation',
          ])
          .whereRef('company_relations.company_id', '=', 'companies.company_id')
          .orderBy('company_relations.related_company_id'),
      ).as('related'),
      eb
        .selectFrom('company_shareholders as held')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('held.holder_entity_type', '=', '2')
        .whereRef('held.holder_entity_id', '=', 'companies.company_id')
        .as('holdings'),
    ])
    .where('companies.company_id', '=', companyId)
    .executeTakeFirst();

export const findOrg = (db: Queries, orgId: string) =>
  db.selectFrom('investment_orgs').selectAll().where('org_id', '=', orgId).executeTakeFirst();
export type OrgRow = NonNullable<Awaited<ReturnType<typeof findOrg>>>;

export const companyBriefs = (db: Queries, ids: readonly string[]) =>
  ids.length
    ? db.selectFrom('companies').select(BRIEF_COLUMNS).where('company_id', 'in', ids).execute()
    : Promise.resolve([]);

export const shareholders = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_shareholders')
    .select(['holder_entity_id', 'holder_entity_type', 'holder_entity_name', 'ratio', 'subscribed_capital'])
    .where('company_id', '=', companyId)
    .orderBy('seq')
    .execute();

export const listings = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_listings')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('list_date')
    .orderBy('stock_code')
    .execute();

export const financials = (db: Queries, companyId: string) =>
  db.selectFrom('company_financials').selectAll().where('company_id', '=', companyId).orderBy('yr').execute();

export const layouts = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_layouts')
    .innerJoin('chain_nodes', 'chain_nodes.node_code', 'company_layouts.node_code')
    .innerJoin('industry_chains', 'industry_chains.chain_code', 'company_layouts.chain_code')
    .select([
      'company_layouts.node_code as industryCode',
      'chain_nodes.node_name as industryName',
      'company_layouts.chain_code as chainCode',
      'industry_chains.chain_name as chainName',
    ])
    .where('company_layouts.company_id', '=', companyId)
    .orderBy('company_layouts.node_code')
    .execute();

export const relations = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_relations')
    .innerJoin('companies', 'companies.company_id', 'company_relations.related_company_id')
    .select([
      'company_relations.related_company_id as companyId',
      'companies.company_name as companyName',
      'company_relations.relation',
    ])
    .where('company_relations.company_id', '=', companyId)
    .orderBy('company_relations.related_company_id')
    .execute();

/**
 * A company's status with its cancellation: the date of its latest status change event (the one
 * 企业监控 shows; spec 2's tooltip reads the same events), else the record's date, and the reason.
 */
export const cancellation = (db: Queries, companyId: string) =>
  db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.reg_status_code',
      'c.cancel_date',
      'c.cancel_reason',
      eb
        .selectFrom('company_changes as e')
        .select('e.changed_on')
        .whereRef('e.company_id', '=', 'c.company_id')
        .where('e.kind', '=', 'status')
        .orderBy('e.changed_on', 'desc')
        .limit(1)
        .as('status_changed_on'),
    ])
    .where('c.company_id', '=', companyId)
    .executeTakeFirst();

/** The last `days` daily rows of a listing, newest first. */
export const lastDaily = (db: Queries, stockCode: string, days: number) =>
  db
    .selectFrom('stock_daily')
    .select(['trade_date', 'prev_close', 'open', 'high', 'low', 'close', 'volume', 'amount'])
    .where('stock_code', '=', stockCode)
    .orderBy('trade_date', 'desc')
    .limit(days)
    .execute();

export const latestFinancial = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_financials')
    .select(['net_assets', 'net_profit'])
    .where('company_id', '=', companyId)
    .orderBy('yr', 'desc')
    .limit(1)
    .executeTakeFirst();

export const companyIdByUscNo = (db: Queries, uscNo: string) =>
  db.selectFrom('companies').select('company_id').where('usc_no', '=', uscNo).executeTakeFirst();
export const companyIdByName = (db: Queries, name: string) =>
  db.selectFrom('companies').select('company_id').where('company_name', '=', name).executeTakeFirst();
export const orgIdByUscNo = (db: Queries, uscNo: string) =>
  db.selectFrom('investment_orgs').select('org_id').where('usc_no', '=', uscNo).executeTakeFirst();

export async function hasAny(db: Queries, companyId: string) {
  const [layout, holding, invested, relation] = await Promise.all([
    db
      .selectFrom('company_layouts')
      .select('node_code')
      .where('company_id', '=', companyId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('company_shareholders')
      .select('company_id')
      .where('holder_entity_type', '=', '2')
      .where('holder_entity_id', '=', companyId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('org_investments')
      .select('id')
      .where('company_id', '=', companyId)
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('company_relations')
      .select('company_id')
      .where('company_id', '=', companyId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { layout: !!layout, invest: !!holding || !!invested, relation: !!relation };
}

export const tagChanges = (db: Queries, companyId: string, since: string | undefined) => {
  let q = db
    .selectFrom('company_tag_changes')
    .select(['change_tag_code', 'tag_name', 'changed_on'])
    .where('company_id', '=', companyId)
    .where('action', '=', 'add');
  if (since) q = q.where('changed_on', '>=', since);
  return q.orderBy('changed_on', 'desc').orderBy('id', 'desc').limit(500).execute();
};

export const dynamicsPage = (db: Queries, companyId: string, current: number, size: number) =>
  paginate(
    db
      .selectFrom('company_dynamics')
      .where('company_id', '=', companyId)
      .select([
        'id',
        'title',
        'publisher',
        'is_sys',
        'web_source',
        'init_source',
        'publish_dt',
        'content',
        'url',
      ])
      .orderBy('publish_dt', 'desc')
      .orderBy('id', 'desc'),
    { current, size },
  ).then(({ rows, total }) => ({ records: rows, total }));

// ---------------------------------------------------------------- regions

/** The company column that holds a region code of each level: province, city, county. */
const REGION_COLUMN = {
  1: 'companies.province_code',
  2: 'companies.city_code',
  3: 'companies.region_code',
} as const;
export type RegionLevel = keyof typeof REGION_COLUMN;

export const regionStats = (db: Queries, level: RegionLevel, code: string) =>
  db
    .selectFrom('companies')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('company_id').filterWhere('reg_status_code', 'in', ['1', '2']).as('operating'),
      eb.fn.count<string>('company_id').filterWhere('is_listed', '=', true).as('listed'),
      eb.fn.coalesce(eb.fn.sum<number>('reg_capital'), sql<number>`0`).as('capital'),
    ])
    .where(REGION_COLUMN[level], '=', code)
    .executeTakeFirstOrThrow();

export const regionDivisions = (db: Queries, level: RegionLevel, code: string, limit: number) =>
  db
    .selectFrom('companies')
    .select((eb) => ['industry_division_code', eb.fn.countAll<string>().as('n')])
    .where(REGION_COLUMN[level], '=', code)
    .where('industry_division_code', '<>', '')
    .groupBy('industry_division_code')
    .orderBy('n', 'desc')
    .orderBy('industry_division_code')
    .limit(limit)
    .execute();

export const regionChainNodes = (db: Queries, level: RegionLevel, code: string, limit: number) =>
  db
    .selectFrom('company_layouts')
    .innerJoin('companies', 'companies.company_id', 'company_layouts.company_id')
    .innerJoin('chain_nodes', 'chain_nodes.node_code', 'company_layouts.node_code')
    .innerJoin('industry_chains', 'industry_chains.chain_code', 'company_layouts.chain_code')
    .select((eb) => [
      'company_layouts.node_code',
      'chain_nodes.node_name',
      'company_layouts.chain_code',
      'industry_chains.chain_name',
      eb.fn.countAll<string>().as('n'),
    ])
    .where(REGION_COLUMN[level], '=', code)
    .groupBy([
      'company_layouts.node_code',
      'chain_nodes.node_name',
      'company_layouts.chain_code',
      'industry_chains.chain_name',
    ])
    .orderBy('n', 'desc')
    .orderBy('company_layouts.node_code')
    .limit(limit)
    .execute();

// ---------------------------------------------------------------- search conditions

/** The industry chains and all their nodes, each in display order (sort, then code). */
export const chainRows = (db: Queries) =>
  db
    .selectFrom('industry_chains')
    .select(['chain_code', 'chain_name'])
    .orderBy('sort')
    .orderBy('chain_code')
    .execute();

export const chainNodeRows = (db: Queries) =>
  db
    .selectFrom('chain_nodes')
    .select(['node_code', 'node_name', 'chain_code', 'parent_code', 'level'])
    .orderBy('level')
    .orderBy('sort')
    .orderBy('node_code')
    .execute();

// ---------------------------------------------------------------- radar

/**
 * Similar companies: same province, same industry division or on one of the same chain nodes,
 * nearest total score first.
 */
export function similarCompanies(db: Queries, c: CompanyRow, nodeCodes: readonly string[], limit: number) {
  const sameNode = (eb: ExpressionBuilder<Tables, 'companies'>) =>
    eb.exists(
      eb
        .selectFrom('company_layouts')
        .select('company_layouts.company_id')
        .whereRef('company_layouts.company_id', '=', 'companies.company_id')
        .where('company_layouts.node_code', 'in', nodeCodes),
    );
  return db
    .selectFrom('companies')
    .select(BRIEF_COLUMNS)
    .where('companies.province_code', '=', c.province_code)
    .where('companies.company_id', '<>', c.company_id)
    .where((eb) =>
      nodeCodes.length
        ? eb.or([eb('companies.industry_division_code', '=', c.industry_division_code), sameNode(eb)])
        : eb('companies.industry_division_code', '=', c.industry_division_code),
    )
    .orderBy(sql`abs(companies.total_score - ${c.total_score})`)
    .orderBy('companies.company_id')
    .limit(limit)
    .execute();
}

export const orgInvestorsOf = (db: Queries, companyId: string) =>
  db
    .selectFrom('org_investments')
    .innerJoin('investment_orgs', 'investment_orgs.org_id', 'org_investments.org_id')
    .select([
      'org_investments.org_id',
      'investment_orgs.org_name',
      'org_investments.fund_name',
      'org_investments.invest_date',
      'org_investments.round',
      'org_investments.amount',
    ])
    .where('org_investments.company_id', '=', companyId)
    .orderBy('org_investments.invest_date', 'desc')
    .orderBy('org_investments.id')
    .limit(100)
    .execute();

export const holdingsOf = (db: Queries, companyId: string) =>
  db
    .selectFrom('company_shareholders')
    .innerJoin('companies', 'companies.company_id', 'company_shareholders.company_id')
    .select([
      'company_shareholders.company_id',
      'companies.company_name',
      'companies.es_dt',
      'company_shareholders.ratio',
      'company_shareholders.subscribed_capital',
    ])
    .where('company_shareholders.holder_entity_type', '=', '2')
    .where('company_shareholders.holder_entity_id', '=', companyId)
    .orderBy('company_shareholders.ratio', 'desc')
    .orderBy('company_shareholders.company_id')
    .limit(100)
    .execute();

export const divisionCount = (db: Queries, division: string, province?: string) => {
  let q = db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('industry_division_code', '=', division);
  if (province) q = q.where('province_code', '=', province);
  return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
};

export const betterInProvince = (db: Queries, c: CompanyRow) =>
  db
    .selectFrom('companies')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('industry_division_code', '=', c.industry_division_code)
    .where('province_code', '=', c.province_code)
    .where('total_score', '>', c.total_score)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

export const provinceAverages = (db: Queries, c: CompanyRow) =>
  db
    .selectFrom('companies')
    .select((eb) => [
      eb.fn.avg<number>('grow_score').as('growScore'),
      eb.fn.avg<number>('evol_score').as('evolScore'),
      eb.fn.avg<number>('innov_score').as('innovScore'),
      eb.fn.avg<number>('stse_score').as('stseScore'),
      eb.fn.avg<number>('effect_score').as('effectScore'),
      eb.fn.avg<number>('risk_score').as('riskScore'),
      eb.fn.avg<number>('total_score').as('totalScore'),
    ])
    .where('industry_division_code', '=', c.industry_division_code)
    .where('province_code', '=', c.province_code)
    .executeTakeFirstOrThrow();

export const divisionByProvince = (db: Queries, division: string) =>
  db
    .selectFrom('companies')
    .select((eb) => ['province_code', eb.fn.countAll<string>().as('n')])
    .where('industry_division_code', '=', division)
    .groupBy('province_code')
    .orderBy('n', 'desc')
    .orderBy('province_code')
    .execute();

/** Leaf nodes of the other streams of a chain, with their company count in a province. */
export const streamNodes = (
  db: Queries,
  chainCode: string,
  streamCodes: readonly string[],
  province: string,
) =>
  streamCodes.length
    ? db
        .selectFrom('chain_nodes')
        .leftJoin('company_layouts', 'company_layouts.node_code', 'chain_nodes.node_code')
        .leftJoin('companies', (join) =>
          join
            .onRef('companies.company_id', '=', 'company_layouts.company_id')
            .on('companies.province_code', '=', province),
        )
        .innerJoin('industry_chains', 'industry_chains.chain_code', 'chain_nodes.chain_code')
        .select((eb) => [
          'chain_nodes.node_code',
          'chain_nodes.node_name',
          'chain_nodes.chain_code',
          'industry_chains.chain_name',
          eb.fn.count<string>('companies.company_id').as('n'),
        ])
        .where('chain_nodes.chain_code', '=', chainCode)
        .where('chain_nodes.level', '=', 3)
        .where((eb) => eb.or(streamCodes.map((s) => eb('chain_nodes.node_code', 'like', `${s}%`))))
        .groupBy([
          'chain_nodes.node_code',
          'chain_nodes.node_name',
          'chain_nodes.chain_code',
          'industry_chains.chain_name',
        ])
        .orderBy('n', 'desc')
        .orderBy('chain_nodes.node_code')
        .execute()
    : Promise.resolve([]);

export const nodeCompanies = (db: Queries, nodeCode: string, province: string, limit: number) =>
  db
    .selectFrom('company_layouts')
    .innerJoin('companies', 'companies.company_id', 'company_layouts.company_id')
    .select(BRIEF_COLUMNS)
    .where('company_layouts.node_code', '=', nodeCode)
    .where('companies.province_code', '=', province)
    .orderBy('companies.total_score', 'desc')
    .orderBy('companies.company_id')
    .limit(limit)
    .execute();

export const nodeProvinceCount = (db: Queries, nodeCode: string, province: string) =>
  db
    .selectFrom('company_layouts')
    .innerJoin('companies', 'companies.company_id', 'company_layouts.company_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_layouts.node_code', '=', nodeCode)
    .where('companies.province_code', '=', province)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

// ---------------------------------------------------------------- organisations

export const orgFunds = (db: Queries, orgId: string, current: number, size: number) =>
  paginate(
    db
      .selectFrom('org_funds')
      .where('org_id', '=', orgId)
      .select(['fund_name', 'fund_type', 'fund_size', 'established_date'])
      .orderBy('seq'),
    { current, size },
  ).then(({ rows, total }) => ({ records: rows, total }));

export const orgInvestments = (db: Queries, orgId: string, current: number, size: number) =>
  paginate(
    db
      .selectFrom('org_investments')
      .innerJoin('companies', 'companies.company_id', 'org_investments.company_id')
      .where('org_investments.org_id', '=', orgId)
      .select([
        ...BRIEF_COLUMNS,
        'org_investments.fund_name',
        'org_investments.invest_date',
        'org_investments.round',
        'org_investments.amount',
      ])
      .orderBy('org_investments.invest_date', 'desc')
      .orderBy('org_investments.id'),
    { current, size },
  ).then(({ rows, total }) => ({ records: rows, total }));

/**
 * Companies related to an organisation's portfolio: company shareholders of the companies it
 * invested in and the companies those list as related, with how many portfolio companies each
 * shares; portfolio companies themselves are left out.
 */
export async function orgRelated(db: Queries, orgId: string, current: number, size: number) {
  const portfolio = db
    .selectFrom('org_investments')
    .select('org_investments.company_id')
    .where('org_investments.org_id', '=', orgId);
  const links = db
    .selectFrom('company_shareholders')
    .select(['company_shareholders.holder_entity_id as related_id', 'company_shareholders.company_id as via'])
    .where('company_shareholders.holder_entity_type', '=', '2')
    .where('company_shareholders.company_id', 'in', portfolio)
    .unionAll(
      db
        .selectFrom('company_relations')
        .select(['company_relations.related_company_id as related_id', 'company_relations.company_id as via'])
        .where('company_relations.company_id', 'in', portfolio),
    );
  const grouped = db
    .selectFrom(links.as('l'))
    .select((eb) => ['l.related_id', eb.fn.count<string>('l.via').distinct().as('shared')])
    .where('l.related_id', 'not in', portfolio)
    .groupBy('l.related_id');
  const { rows, total } = await paginate(
    db
      .selectFrom(grouped.as('g'))
      .innerJoin('companies', 'companies.company_id', 'g.related_id')
      .select([...BRIEF_COLUMNS, 'g.shared'])
      .orderBy('g.shared', 'desc')
      .orderBy('companies.company_id'),
    { current, size },
  );
  return { records: rows, total };
}
