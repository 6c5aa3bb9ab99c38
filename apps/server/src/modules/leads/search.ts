import {
  LEADS_LIMITS,
  ResultCode,
  type LeadCandidate,
  type LeadProfile,
  type LeadReason,
} from '@platform/contracts';
import type { Q, Store } from '../../db/kysely';
import { AppError } from '../../lib/errors';
import {
  getChain,
  getChainNode,
  getDivision,
  getSection,
  isKnownRegionCode,
  provinceName,
  regionFullName,
  regionNames,
} from '../bigdata';
import { monthsBeforeInChina } from '../../lib/china-time';
import { companiesWithOpenCards } from '../vcard';
import * as repo from './search-repo';

/**
 * Finding leads (docs/leads.md): a target profile resolved to column conditions, its count, its
 * ranked page with the reasons each company matched, and look-alike companies of 1 to 5 seeds.
 */

/** Companies with a card, at most this many (the hasCard filter names them in the query). */
export const CARD_COMPANIES_MAX = 20_000;
/** A total score (0–900) from which a company is called strong, and a growth score likewise. */
export const HIGH_SCORE = 600;
export const STRONG_GROWTH = 650;

export type CardSource = Store['unscoped'];

const refused = (
  key: 'leadsRegionNotFound' | 'leadsChainNotFound' | 'leadsCompanyNotFound',
  detail?: string,
) => new AppError(key, ResultCode.BAD_REQUEST, 400, detail);

export const areaOf = (code: string) => {
  if (code.endsWith('0000')) return provinceName(code);
  const names = regionNames(code);
  return names ? regionFullName(names) : provinceName(code);
};
export const industryNameOf = (division: string, section: string) =>
  getDivision(division)?.name ?? getSection(section)?.name ?? '';
export const scoreOf = (totalScore: number) => Math.round((Number(totalScore) / 9) * 10) / 10;

/** Checks a profile's codes and turns it into the repo's conditions. */
export async function resolveProfile(
  p: LeadProfile,
  cards: CardSource,
  now = new Date(),
): Promise<repo.CompanyWhere> {
  const regions = p.regionCodes ?? [];
  const unknown = regions.find((c) => !isKnownRegionCode(c));
  if (unknown) throw refused('leadsRegionNotFound', unknown);
  if (p.chainCode && !getChain(p.chainCode)) throw refused('leadsChainNotFound', p.chainCode);
  const badNode = (p.nodeCodes ?? []).find((n) => !getChainNode(n));
  if (badNode) throw refused('leadsChainNotFound', badNode);
  const w: repo.CompanyWhere = {
    sectionCodes: p.sectionCodes,
    divisionCodes: p.divisionCodes,
    chainCode: p.chainCode,
    nodeCodes: p.nodeCodes,
    provinces: regions.filter((c) => c.endsWith('0000')),
    cities: regions.filter((c) => c.endsWith('00') && !c.endsWith('0000')),
    counties: regions.filter((c) => !c.endsWith('00')),
    capitalMin: p.capitalMin,
    capitalMax: p.capitalMax,
    foundedFrom: p.foundedFrom !== undefined ? `${p.foundedFrom}-01-01` : undefined,
    foundedBefore: p.foundedTo !== undefined ? `${p.foundedTo + 1}-01-01` : undefined,
    statusCodes: p.statusCodes,
    qualificationTags: p.qualificationTags,
    listed: p.listed,
    scaleTags: p.scaleTags,
    financingStages: p.financingStages,
    stateOwned: p.stateOwned,
    investsOthers: p.investsOthers,
    financedSince:
      p.financedWithinMonths !== undefined ? monthsBeforeInChina(now, p.financedWithinMonths) : undefined,
    capitalIncreasedSince:
      p.capitalIncreasedWithinMonths !== undefined
        ? monthsBeforeInChina(now, p.capitalIncreasedWithinMonths)
        : undefined,
    hasPatents: p.hasPatents,
    revenueGrowthMin: p.revenueGrowthMin,
    debtRatioMin: p.debtRatioMin,
    debtRatioMax: p.debtRatioMax,
  };
  if (p.hasCard !== undefined)
    w.cards = { companyIds: await companiesWithOpenCards(cards, CARD_COMPANIES_MAX), has: p.hasCard };
  return w;
}

/** Why a company matched the profile: one reason per filter given, then its own strengths. */
export function profileReasons(p: LeadProfile, r: repo.CandidateRow, hasCard: boolean): LeadReason[] {
  const out: LeadReason[] = [];
  const add = (code: LeadReason['code'], params: LeadReason['params'] = {}) => out.push({ code, params });
  if (p.sectionCodes?.length)
    add('industrySection', {
      code: r.industry_section_code,
      name: getSection(r.industry_section_code)?.name ?? '',
    });
  if (p.divisionCodes?.length)
    add('industryDivision', {
      code: r.industry_division_code,
      name: getDivision(r.industry_division_code)?.name ?? '',
    });
  if (p.chainCode) add('chain', { code: p.chainCode, name: getChain(p.chainCode)?.name ?? '' });
  if (r.matched_node)
    add('chainNode', { code: r.matched_node, name: getChainNode(r.matched_node)?.name ?? '' });
  if (p.regionCodes?.length) add('region', { code: r.region_code, name: areaOf(r.region_code) });
  if (p.capitalMin !== undefined || p.capitalMax !== undefined)
    add('capital', { capital: Number(r.reg_capital) });
  if (p.foundedFrom !== undefined || p.foundedTo !== undefined)
    add('founded', { year: yearOf(r.es_dt) ?? 0 });
  if (p.statusCodes?.length) add('status', { code: r.reg_status_code, name: r.reg_status_name });
  for (const tag of p.qualificationTags ?? [])
    if (r.qualification_tags.includes(tag)) add('qualification', { tag });
  if (p.listed === true) add('listed');
  if (p.scaleTags?.length) add('scale', { tag: r.company_scale_tag });
  if (p.financingStages?.length) add('financing', { tag: r.financing_stage_tag });
  if (p.hasCard === true || (p.hasCard === undefined && hasCard)) add('hasCard');
  if (p.hasPatents === true) add('hasPatents', { count: Number(r.patent_count ?? 0) });
  financialReasons(p, r, add);
  strengths(r, add);
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** 金融拓客's signals, one reason per field asked (growth and ratio rounded to 0.1, with their year). */
function financialReasons(
  p: LeadProfile,
  r: repo.CandidateRow,
  add: (code: LeadReason['code'], params?: LeadReason['params']) => void,
) {
  if (p.stateOwned === true) add('stateOwned');
  if (p.investsOthers === true) add('investsOthers', { count: Number(r.invest_cnt) });
  if (p.financedWithinMonths !== undefined && r.last_round_on)
    add('recentFinancing', { date: r.last_round_on, round: r.last_round ?? '' });
  if (p.capitalIncreasedWithinMonths !== undefined && r.last_increase_on)
    add('capitalIncrease', {
      date: r.last_increase_on,
      before: Number(r.increase_before),
      after: Number(r.increase_after),
    });
  if (p.revenueGrowthMin !== undefined && r.revenue_growth !== null)
    add('revenueGrowth', { growth: round1(Number(r.revenue_growth)), year: Number(r.fin_year) });
  if ((p.debtRatioMin !== undefined || p.debtRatioMax !== undefined) && r.debt_ratio !== null)
    add('debtRatio', { ratio: round1(Number(r.debt_ratio)), year: Number(r.fin_year) });
}

function strengths(
  r: repo.CandidateRow,
  add: (code: LeadReason['code'], params?: LeadReason['params']) => void,
) {
  if (Number(r.total_score) >= HIGH_SCORE) add('highScore', { score: scoreOf(r.total_score) });
  if (Number(r.grow_score) >= STRONG_GROWTH) add('strongGrowth', { score: scoreOf(r.grow_score) });
}

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);

export function toCandidate(r: repo.CandidateRow, hasCard: boolean, reasons: LeadReason[]): LeadCandidate {
  return {
    companyId: r.company_id,
    companyName: r.company_name,
    uscNo: r.usc_no,
    regionCode: r.region_code,
    regionName: areaOf(r.region_code),
    industryCode: r.industry_division_code || r.industry_section_code,
    industryName: industryNameOf(r.industry_division_code, r.industry_section_code),
    regCapital: Number(r.reg_capital),
    foundedYear: yearOf(r.es_dt),
    statusCode: r.reg_status_code,
    statusName: r.reg_status_name,
    score: scoreOf(r.total_score),
    hasCard,
    reasons,
  };
}

async function cardSet(cards: CardSource, w: repo.CompanyWhere): Promise<Set<string>> {
  return new Set(w.cards?.companyIds ?? (await companiesWithOpenCards(cards, CARD_COMPANIES_MAX)));
}

export async function profileCount(db: Q, cards: CardSource, profile: LeadProfile) {
  return { total: await countMatches(db, await resolveProfile(profile, cards)) };
}

/**
 * How long the count of every company (an empty profile's, what a home shows on opening) is kept:
 * it reads every profile, and the data set changes only by imports. Kept per database.
 */
const EVERY_COMPANY_KEPT_MS = 60_000;
const everyCompany = new WeakMap<object, { total: number; until: number }>();

async function countMatches(db: Q, w: repo.CompanyWhere): Promise<number> {
  if (repo.narrows(w)) return repo.countMatches(db, w);
  const kept = everyCompany.get(db);
  if (kept && kept.until > Date.now()) return kept.total;
  const total = await repo.countMatches(db, w);
  everyCompany.set(db, { total, until: Date.now() + EVERY_COMPANY_KEPT_MS });
  return total;
}

export async function profileSearch(
  db: Q,
  cards: CardSource,
  input: { profile: LeadProfile; current: number; size: number },
) {
  const w = await resolveProfile(input.profile, cards);
  const [total, rows, withCards] = await Promise.all([
    countMatches(db, w),
    repo.rankedPage(db, w, input.size, (input.current - 1) * input.size),
    cardSet(cards, w),
  ]);
  return {
    records: rows.map((r) => {
      const has = withCards.has(r.company_id);
      return toCandidate(r, has, profileReasons(input.profile, r, has));
    }),
    total,
    current: input.current,
    size: input.size,
  };
}

/** The top `top` companies of a profile (a new list's leads), strongest first. */
export async function topOfProfile(db: Q, cards: CardSource, profile: LeadProfile, top: number) {
  const w = await resolveProfile(profile, cards);
  return repo.rankedPage(db, w, Math.min(top, LEADS_LIMITS.listMax), 0);
}

export async function companiesByIds(db: Q, ids: readonly string[]) {
  return repo.companiesByIds(db, [...new Set(ids)]);
}

/**
 * Look-alike: operating companies sharing an industry division or a chain node with the seeds,
 * ranked by how many traits they share (industry 3, node 3, province 2, capital within a third to
 * three times the seeds' range 1, total score within 100 of theirs 1), then by score.
 */
export async function lookAlike(
  db: Q,
  cards: CardSource,
  input: { companyIds: string[]; current: number; size: number },
) {
  const ids = [...new Set(input.companyIds)];
  const seeds = await repo.companiesByIds(db, ids);
  if (seeds.length !== ids.length) throw refused('leadsCompanyNotFound');
  const capitals = seeds.map((s) => Number(s.reg_capital));
  const scores = seeds.map((s) => Number(s.total_score));
  const k: repo.Likeness = {
    divisions: [...new Set(seeds.map((s) => s.industry_division_code).filter(Boolean))],
    nodes: await repo.nodesOf(db, ids),
    provinces: [...new Set(seeds.map((s) => s.province_code))],
    capitalLow: Math.min(...capitals) / 3,
    capitalHigh: Math.max(...capitals) * 3,
    scoreLow: Math.min(...scores) - 100,
    scoreHigh: Math.max(...scores) + 100,
    excludeIds: ids,
  };
  // One scan ranks the candidates and counts them; only a page past the end counts on its own.
  const [rows, withCards] = await Promise.all([
    repo.likePage(db, k, input.size, (input.current - 1) * input.size),
    cardSet(cards, {}),
  ]);
  const total = rows[0]?.total ?? (await repo.countLike(db, k));
  return {
    records: rows.map((r) => {
      const reasons: LeadReason[] = [];
      const add = (code: LeadReason['code'], params: LeadReason['params'] = {}) =>
        reasons.push({ code, params });
      if (r.same_division)
        add('similarIndustry', {
          code: r.industry_division_code,
          name: getDivision(r.industry_division_code)?.name ?? '',
        });
      if (r.matched_node)
        add('similarNode', { code: r.matched_node, name: getChainNode(r.matched_node)?.name ?? '' });
      if (r.same_province) add('similarRegion', { code: r.province_code, name: areaOf(r.province_code) });
      if (r.same_size) add('similarSize', { capital: Number(r.reg_capital) });
      if (r.same_score) add('similarScore', { score: scoreOf(r.total_score) });
      const has = withCards.has(r.company_id);
      if (has) add('hasCard');
      strengths(r, add);
      return toCandidate(r, has, reasons);
    }),
    total,
    current: input.current,
    size: input.size,
  };
}
