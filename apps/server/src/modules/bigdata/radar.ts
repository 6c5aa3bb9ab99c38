import { capabilityLevel } from '@platform/contracts';
import type { Q } from '../../db/kysely';
import * as repo from './repo';
import { capabilityOf, provinceName, requireCompany, requireOrg, toBrief } from './service';
import { getDivision } from './reference';

/** The enterprise radar panels of /EntInfo (spec 2 §2): dna, similar, invest, ins, nation, linkage, topic. */

export async function dna(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const scores = capabilityOf(c);
  return {
    companyId: c.company_id,
    companyName: c.company_name,
    scores,
    dimensionLevels: {
      growScore: capabilityLevel(c.grow_score),
      evolScore: capabilityLevel(c.evol_score),
      innovScore: capabilityLevel(c.innov_score),
      stseScore: capabilityLevel(c.stse_score),
      effectScore: capabilityLevel(c.effect_score),
      riskScore: capabilityLevel(c.risk_score),
    },
  };
}

export const SIMILAR_LIMIT = 10;

export async function similar(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const nodes = (await repo.layouts(db, companyId)).map((l) => l.industryCode);
  const rows = await repo.similarCompanies(db, c, nodes, SIMILAR_LIMIT);
  return {
    records: rows.map((r) => ({
      ...toBrief(r),
      basis:
        r.industry_division_code === c.industry_division_code
          ? ('division' as const)
          : ('chainNode' as const),
      scoreGap: Math.abs(r.total_score - c.total_score),
    })),
  };
}

export async function invest(db: Q, companyId: string) {
  await requireCompany(db, companyId);
  const [holders, orgs, holdings] = await Promise.all([
    repo.shareholders(db, companyId),
    repo.orgInvestorsOf(db, companyId),
    repo.holdingsOf(db, companyId),
  ]);
  return {
    investors: [
      ...holders.map((h) => ({
        entityId: h.holder_entity_id,
        entityName: h.holder_entity_name,
        entityType: h.holder_entity_type,
        ratio: h.ratio,
        amount: h.subscribed_capital,
        date: null,
        round: null,
        fundName: null,
      })),
      ...orgs.map((o) => ({
        entityId: o.org_id,
        entityName: o.org_name,
        entityType: '3' as const,
        ratio: null,
        amount: o.amount,
        date: o.invest_date,
        round: o.round,
        fundName: o.fund_name,
      })),
    ],
    investedCompanies: holdings.map((h) => ({
      entityId: h.company_id,
      entityName: h.company_name,
      entityType: '2' as const,
      ratio: h.ratio,
      amount: h.subscribed_capital,
      date: h.es_dt,
      round: null,
      fundName: null,
    })),
  };
}

const round2 = (n: number | null | undefined) => Math.round(Number(n ?? 0) * 100) / 100;

export async function ins(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const division = c.industry_division_code;
  const [divisionCount, provinceCount, better, avg] = await Promise.all([
    repo.divisionCount(db, division),
    repo.divisionCount(db, division, c.province_code),
    repo.betterInProvince(db, c),
    repo.provinceAverages(db, c),
  ]);
  return {
    industryDivisionCode: division,
    industryDivisionName: getDivision(division)?.name ?? '',
    divisionCount,
    provinceCount,
    provinceRank: better + 1,
    rankScoreInIndustry: c.rank_score_in_industry,
    contribution: c.contribution,
    averages: {
      growScore: round2(avg.growScore),
      evolScore: round2(avg.evolScore),
      innovScore: round2(avg.innovScore),
      stseScore: round2(avg.stseScore),
      effectScore: round2(avg.effectScore),
      riskScore: round2(avg.riskScore),
      totalScore: round2(avg.totalScore),
    },
  };
}

export async function nation(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const rows = await repo.divisionByProvince(db, c.industry_division_code);
  return {
    industryDivisionCode: c.industry_division_code,
    industryDivisionName: getDivision(c.industry_division_code)?.name ?? '',
    provinceCode: c.province_code,
    provinces: rows.map((r) => ({
      regionCode: r.province_code,
      regionName: provinceName(r.province_code),
      companyCount: Number(r.n),
    })),
  };
}

export const LINKAGE_NODES_PER_SIDE = 3;
export const LINKAGE_TOP_COMPANIES = 5;

/**
 * Chain linkage: the company's own nodes, and for each chain the busiest leaves (in the company's
 * province) of the stream before (up) and after (down) its own; stream codes are the chain code
 * plus two digits (IC01 上游, IC02 中游, IC03 下游).
 */
export async function linkage(db: Q, companyId: string) {
  const c = await requireCompany(db, companyId);
  const [own, partners] = await Promise.all([repo.layouts(db, companyId), repo.relations(db, companyId)]);
  const nodes = [];
  const seen = new Set<string>();
  const describe = async (
    n: { industryCode: string; industryName: string; chainCode: string; chainName: string },
    position: 'self' | 'up' | 'down',
    count?: number,
  ) => ({
    ...n,
    position,
    provinceCount: count ?? (await repo.nodeProvinceCount(db, n.industryCode, c.province_code)),
    topCompanies: (await repo.nodeCompanies(db, n.industryCode, c.province_code, LINKAGE_TOP_COMPANIES + 1))
      .filter((r) => r.company_id !== c.company_id)
      .slice(0, LINKAGE_TOP_COMPANIES)
      .map(toBrief),
  });
  for (const n of own) {
    seen.add(n.industryCode);
    nodes.push(await describe(n, 'self'));
  }
  for (const n of own) {
    const stream = Number(n.industryCode.slice(n.chainCode.length, n.chainCode.length + 2));
    for (const [position, s] of [
      ['up', stream - 1],
      ['down', stream + 1],
    ] as const) {
      if (s < 1) continue;
      const code = `${n.chainCode}${String(s).padStart(2, '0')}`;
      const found = await repo.streamNodes(db, n.chainCode, [code], c.province_code);
      for (const f of found.filter((x) => !seen.has(x.node_code)).slice(0, LINKAGE_NODES_PER_SIDE)) {
        seen.add(f.node_code);
        nodes.push(
          await describe(
            {
              industryCode: f.node_code,
              industryName: f.node_name,
              chainCode: f.chain_code,
              chainName: f.chain_name,
            },
            position,
            Number(f.n),
          ),
        );
      }
    }
  }
  return { nodes, partners };
}

export async function dynamics(db: Q, companyId: string, current: number, size: number) {
  await requireCompany(db, companyId);
  const page = await repo.dynamicsPage(db, companyId, current, size);
  return {
    records: page.records.map((d) => ({
      id: String(d.id),
      title: d.title,
      publisher: d.publisher,
      isSys: d.is_sys,
      webSource: d.web_source,
      initSource: d.init_source,
      publishDt: chinaTime(d.publish_dt),
      content: d.content,
      url: d.url,
    })),
    total: page.total,
    current,
    size,
  };
}

/** yyyy-MM-dd HH:mm:ss in China time. */
export function chinaTime(t: Date | string): string {
  const d = new Date(new Date(t).getTime() + 8 * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

// ---------------------------------------------------------------- organisation lists

export async function orgRelatedCompanies(db: Q, orgId: string, current: number, size: number) {
  await requireOrg(db, orgId);
  const page = await repo.orgRelated(db, orgId, current, size);
  return {
    records: page.records.map((r) => ({ ...toBrief(r), sharedCount: Number(r.shared) })),
    total: page.total,
    current,
    size,
  };
}

export async function orgManagedFunds(db: Q, orgId: string, current: number, size: number) {
  await requireOrg(db, orgId);
  const page = await repo.orgFunds(db, orgId, current, size);
  return {
    records: page.records.map((f) => ({
      fundName: f.fund_name,
      fundType: f.fund_type,
      fundSize: f.fund_size,
      establishedDate: f.established_date,
    })),
    total: page.total,
    current,
    size,
  };
}

export async function orgInvestedCompanies(db: Q, orgId: string, current: number, size: number) {
  await requireOrg(db, orgId);
  const page = await repo.orgInvestments(db, orgId, current, size);
  return {
    records: page.records.map((r) => ({
      ...toBrief(r),
      fundName: r.fund_name,
      investDate: r.invest_date,
      round: r.round,
      amount: r.amount,
    })),
    total: page.total,
    current,
    size,
  };
}
