import { cities, counties, provinces } from './reference';

/**
 * The demo's region facts (docs/attract.md): generated, deterministic figures for every region of
 * the dictionary, not statistics. Each county gets a population, area, GDP per person, growth,
 * leading industries and 0–2 parks from a generator seeded by its code; a city adds up its counties
 * (a city without counties is generated like one), a province its cities.
 */
export const FACTS_YEAR = 2024;

export interface GeneratedFacts {
  region_code: string;
  level: number;
  year: number;
  population: number;
  gdp: number;
  gdp_growth: number;
  area: number;
  industries: string;
}
export interface GeneratedPark {
  park_id: string;
  region_code: string;
  name: string;
  grade: string;
  area: number;
  industries: string[];
}

const INDUSTRIES = [
  '数字经济',
  '电子信息',
  '集成电路',
  '人工智能',
  '高端装备制造',
  '新能源汽车',
  '光伏新能源',
  '生物医药',
  '新材料',
  '机器人',
  '现代物流',
  '文化旅游',
  '纺织服装',
  '食品加工',
  '现代农业',
  '金融服务',
] as const;
const PARK_KINDS = ['高新技术产业园', '经济技术开发区', '科技创新园', '智能制造产业园', '数字经济产业园'];
/** Provinces whose counties are generated richer (the east coast and the municipalities). */
const RICH = new Set(['11', '12', '31', '32', '33', '35', '37', '44']);

/** A small seeded generator (FNV-1a into mulberry32): the same code always gives the same figures. */
function rngOf(seed: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let a = h >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, between: (min: number, max: number) => min + next() * (max - min) };
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Base {
  population: number;
  gdp: number;
  growth: number;
  area: number;
  weights: Map<string, number>;
}

function countyBase(code: string, name: string): Base {
  const r = rngOf(`region-facts:${code}`);
  const urban = name.endsWith('区');
  const population = urban ? r.between(30, 150) : r.between(12, 110);
  const area = urban ? r.between(30, 600) : r.between(300, 3500);
  const perCapita = r.between(40_000, 120_000) * (RICH.has(code.slice(0, 2)) ? 1.6 : 1) * (urban ? 1.3 : 1);
  const weights = new Map<string, number>();
  const picks: string[] = [...INDUSTRIES];
  for (let i = 0; i < 3; i++) {
    const industry = picks.splice(Math.floor(r.next() * picks.length), 1)[0]!;
    weights.set(industry, r.between(8, 25) / (i + 1));
  }
  return { population, gdp: (population * perCapita) / 10_000, growth: r.between(1.5, 8.5), area, weights };
}

function sum(parts: Base[]): Base {
  const weights = new Map<string, number>();
  let gdp = 0;
  for (const p of parts) {
    gdp += p.gdp;
    for (const [k, v] of p.weights) weights.set(k, (weights.get(k) ?? 0) + v * p.gdp);
  }
  for (const [k, v] of weights) weights.set(k, v / Math.max(gdp, 1));
  return {
    population: parts.reduce((s, p) => s + p.population, 0),
    gdp,
    growth: parts.reduce((s, p) => s + p.growth * p.gdp, 0) / Math.max(gdp, 1),
    area: parts.reduce((s, p) => s + p.area, 0),
    weights,
  };
}

function row(code: string, level: number, b: Base): GeneratedFacts {
  const industries = [...b.weights]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .slice(0, 3)
    .map(([name, share]) => ({ name, share: round(share, 1) }));
  return {
    region_code: code,
    level,
    year: FACTS_YEAR,
    population: round(b.population, 1),
    gdp: round(b.gdp, 1),
    gdp_growth: round(b.growth, 1),
    area: round(b.area, 0),
    industries: JSON.stringify(industries),
  };
}

function parksOf(code: string, name: string, b: Base): GeneratedPark[] {
  const r = rngOf(`region-parks:${code}`);
  const n = Math.floor(r.next() * 3);
  const short = name.replace(/(自治县|自治旗|新区|区|县|市|旗)$/, '') || name;
  const industries = [...b.weights.keys()];
  return Array.from({ length: n }, (_, i) => ({
    park_id: `${code}-${i + 1}`,
    region_code: code,
    name: `${short}${PARK_KINDS[Math.floor(r.next() * PARK_KINDS.length)]!}${i ? '二期' : ''}`,
    grade: r.next() < 0.2 ? 'national' : 'provincial',
    area: round(r.between(2, 60), 1),
    industries: industries.slice(0, 1 + Math.floor(r.next() * industries.length)),
  }));
}

export function generateRegionFacts(): { facts: GeneratedFacts[]; parks: GeneratedPark[] } {
  const facts: GeneratedFacts[] = [];
  const parks: GeneratedPark[] = [];
  const byCity = new Map<string, Base[]>();
  for (const c of counties) {
    const b = countyBase(c.code, c.name);
    facts.push(row(c.code, 3, b));
    parks.push(...parksOf(c.code, c.name, b));
    byCity.set(c.cityCode, [...(byCity.get(c.cityCode) ?? []), b]);
  }
  const byProvince = new Map<string, Base[]>();
  for (const c of cities) {
    const parts = byCity.get(c.code);
    const b = parts?.length ? sum(parts) : countyBase(c.code, c.name);
    facts.push(row(c.code, 2, b));
    if (!parts?.length) parks.push(...parksOf(c.code, c.name, b));
    byProvince.set(c.provinceCode, [...(byProvince.get(c.provinceCode) ?? []), b]);
  }
  for (const p of provinces) {
    const parts = byProvince.get(p.code);
    if (parts?.length) facts.push(row(p.code, 1, sum(parts)));
  }
  return { facts, parks };
}
