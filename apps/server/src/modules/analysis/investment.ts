import type { z } from 'zod';
import { INVESTMENT_ROUNDS, type investmentApi } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import { requireOrg } from '../bigdata';
import { areaOf, resolveFilter } from '../chain';
import * as repo from './investment-repo';

type In<E extends { input: z.ZodType }> = z.infer<E['input']>;
type Scope = In<typeof investmentApi.investmentProcess>;

const TOP = 10;

/** Companies by the furthest round they reached, with each round's events and amount. */
export async function investmentProcess(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const rows = await repo.roundTotals(db, f);
  const rounds = rows.map((r) => ({
    round: r.round,
    companyCount: r.company_count,
    eventCount: r.event_count,
    amount: Number(r.amount),
  }));
  return {
    rounds,
    companyCount: rounds.reduce((n, r) => n + r.companyCount, 0),
    eventCount: rounds.reduce((n, r) => n + r.eventCount, 0),
    amount: rounds.reduce((n, r) => n + r.amount, 0),
  };
}

/** Totals, the most active investors and the most financed nodes. */
export async function linkageData(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const { totals: t, investors, nodes } = await repo.scopeTotals(db, f, TOP);
  const row = (r: repo.RankRow) => ({
    code: r.code,
    name: r.name,
    eventCount: r.events,
    amount: Number(r.amount),
  });
  return {
    investorCount: t.investors,
    companyCount: t.companies,
    eventCount: t.events,
    amount: Number(t.amount),
    topInvestors: investors.map(row),
    topNodes: nodes.map(row),
  };
}

/** The most active investors of a scope and the companies they financed in it. */
export async function linkageGraph(db: Q, input: In<typeof investmentApi.linkageGraph>) {
  const f = await resolveFilter(db, input);
  const deals = await repo.topInvestorDeals(db, f, input.investors);
  const nodes = new Map<string, { id: string; name: string; kind: 'org' | 'company'; value: number }>();
  const links = deals.map((r) => {
    nodes.set(`o${r.org_id}`, { id: `o${r.org_id}`, name: r.org_name, kind: 'org', value: r.org_events });
    const company = nodes.get(`c${r.company_id}`);
    nodes.set(`c${r.company_id}`, {
      id: `c${r.company_id}`,
      name: r.company_name,
      kind: 'company',
      value: (company?.value ?? 0) + Number(r.amount),
    });
    return { source: `o${r.org_id}`, target: `c${r.company_id}`, value: Number(r.amount) };
  });
  return { nodes: [...nodes.values()], links };
}

type PageInput = In<typeof investmentApi.linkageEnterprises>;
const offset = (p: PageInput) => (p.current - 1) * p.size;

/** The scope's financed companies, most financed first. */
export async function linkageEnterprises(db: Q, input: PageInput) {
  const f = await resolveFilter(db, input);
  const rows = await repo.financedCompaniesPage(db, f, input.size, offset(input));
  return {
    records: rows.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      area: areaOf(r.region_code),
      investorCount: r.investors,
      eventCount: r.events,
      amount: Number(r.amount),
      lastRound: r.last_round,
      lastDate: String(r.last_date),
    })),
    total: rows[0]?.total ?? (await repo.countDistinct(db, f, 'company_id')),
    current: input.current,
    size: input.size,
  };
}

/** The scope's investors, most active first. */
export async function linkageInvestors(db: Q, input: PageInput) {
  const f = await resolveFilter(db, input);
  const rows = await repo.investorsPage(db, f, input.size, offset(input));
  return {
    records: rows.map((r) => ({
      orgId: r.org_id,
      orgName: r.org_name,
      orgType: r.org_type,
      companyCount: r.companies,
      eventCount: r.events,
      amount: Number(r.amount),
      lastDate: String(r.last_date),
    })),
    total: rows[0]?.total ?? (await repo.countDistinct(db, f, 'org_id')),
    current: input.current,
    size: input.size,
  };
}

/** Events and amounts per year. */
export async function yearFinance(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const rows = await repo.yearTotals(db, f);
  return {
    years: rows.map((r) => ({ year: r.year, eventCount: r.events, amount: Number(r.amount) })),
  };
}

/** Events per year and round, every round in order (zeros where a year had none). */
export async function yearRounds(db: Q, input: Scope) {
  const f = await resolveFilter(db, input);
  const rows = await repo.yearRoundCounts(db, f);
  const years = [...new Set(rows.map((r) => r.year))];
  return {
    years,
    rounds: INVESTMENT_ROUNDS.map((round) => ({
      round,
      counts: years.map((y) => rows.find((r) => r.year === y && r.round === round)?.events ?? 0),
    })),
  };
}

/** Financed companies and investors whose name holds the keyword, most deals first. */
export async function entByKeywords(db: Q, input: In<typeof investmentApi.entByKeywords>) {
  const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const hits = await repo.financedByName(db, like, input.size);
  return hits
    .sort((a, b) => b.events - a.events || a.id.localeCompare(b.id))
    .slice(0, input.size)
    .map((r) => ({ id: r.id, name: r.name, kind: r.kind, eventCount: r.events }));
}

/** An investor, its deals by node of a chain (or by chain), and its ten latest deals. */
export async function investorInfo(db: Q, input: In<typeof investmentApi.orgInfo>) {
  const org = await requireOrg(db, input.orgId);
  if (input.induChainId) await resolveFilter(db, { induChainId: input.induChainId });
  const { groups, recent } = await repo.investorDeals(db, input.orgId, input.induChainId, TOP);
  return {
    orgId: org.org_id,
    orgName: org.org_name,
    orgType: org.org_type,
    area: areaOf(org.region_code),
    establishedDate: String(org.established_date),
    investCnt: org.invest_cnt,
    investAmt: Number(org.invest_amt),
    nodes: groups.map((r) => ({
      code: r.code,
      name: r.name,
      eventCount: r.events,
      amount: Number(r.amount),
    })),
    recent: recent.map((r) => ({
      companyId: r.company_id,
      companyName: r.company_name,
      round: r.round,
      amount: Number(r.amount),
      date: String(r.invest_date),
    })),
  };
}
