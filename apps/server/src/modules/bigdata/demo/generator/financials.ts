/** Yearly financials, capability scores (six dimensions) and energy level of a company. */
import { CAPABILITY_LEVEL_NAMES, capabilityLevel } from '@platform/contracts';
import type { Rng } from './rng';
import type { CapabilityScores, EnergyLevel, FinancialYear } from '../../types';

export type Scale = '微型' | '小型' | '中型' | '大型';

/** Revenue range in 万元 for each scale. */
const REVENUE: Record<Scale, [number, number]> = {
  微型: [20, 300],
  小型: [300, 5000],
  中型: [5000, 40000],
  大型: [40000, 3000000],
};
const EMPLOYEES: Record<Scale, [number, number]> = {
  微型: [3, 19],
  小型: [20, 299],
  中型: [300, 999],
  大型: [1000, 60000],
};

const round2 = (x: number): number => Math.round(x * 100) / 100;
const logUniform = (rng: Rng, [lo, hi]: [number, number]): number =>
  Math.exp(rng.float(Math.log(lo), Math.log(hi)));

export function employeeCount(rng: Rng, scale: Scale): number {
  return Math.round(logUniform(rng, EMPLOYEES[scale]));
}

export function managementSize(employees: number): string {
  if (employees < 50) return '少于50人';
  if (employees < 100) return '50-99人';
  if (employees < 500) return '100-499人';
  if (employees < 1000) return '500-999人';
  if (employees < 5000) return '1000-4999人';
  if (employees < 10000) return '5000-9999人';
  return '10000人以上';
}

/**
 * Financial years up to lastYear (at most `years`, none before the founding year). R&D intensity
 * comes from the industry (higher in technology divisions); amounts are in 万元.
 */
export function generateFinancials(
  rng: Rng,
  opts: {
    scale: Scale;
    foundedYear: number;
    lastYear: number;
    years: number;
    rdIntensity: number;
    employees: number;
  },
): FinancialYear[] {
  const first = Math.max(opts.foundedYear, opts.lastYear - opts.years + 1);
  const out: FinancialYear[] = [];
  let revenue = logUniform(rng, REVENUE[opts.scale]);
  const margin = rng.gaussian(0.06, 0.06);
  let assets = revenue * rng.float(0.8, 2.5);
  let employees = opts.employees;
  for (let yr = first; yr <= opts.lastYear; yr++) {
    const prevRevenue = revenue;
    const prevAssets = assets;
    if (yr > first) {
      revenue = Math.max(5, revenue * (1 + rng.gaussian(0.08, 0.15)));
      assets = Math.max(10, assets * (1 + rng.gaussian(0.07, 0.1)));
      employees = Math.max(1, Math.round(employees * (1 + rng.gaussian(0.04, 0.08))));
    }
    const loarRate = Math.min(0.92, Math.max(0.08, rng.gaussian(0.5, 0.15)));
    const liabilities = assets * loarRate;
    const netProfit = revenue * (margin + rng.gaussian(0, 0.02));
    out.push({
      yr,
      revenue: round2(revenue),
      netProfit: round2(netProfit),
      totalAssets: round2(assets),
      totalLiabilities: round2(liabilities),
      netAssets: round2(assets - liabilities),
      rdExpense: round2(revenue * opts.rdIntensity * rng.float(0.6, 1.4)),
      taxPaid: round2(revenue * rng.float(0.02, 0.07)),
      employees,
      loarRate: round2(loarRate * 100),
      assetsGrowthRate: yr > first ? round2((assets / prevAssets - 1) * 100) : 0,
      businessRate: yr > first ? round2((revenue / prevRevenue - 1) * 100) : 0,
    });
  }
  return out;
}

export function generateCapability(
  rng: Rng,
  opts: {
    scale: Scale;
    ageYears: number;
    isListed: boolean;
    qualificationCount: number;
    rdIntensity: number;
    operating: boolean;
    divisionName: string;
    provinceName: string;
  },
): CapabilityScores {
  const base = { 微型: 120, 小型: 260, 中型: 420, 大型: 600 }[opts.scale] + (opts.isListed ? 120 : 0);
  const dim = (bonus: number): number =>
    Math.round(Math.min(900, Math.max(0, rng.gaussian(base + bonus, 70) * (opts.operating ? 1 : 0.3))));
  const growScore = dim(Math.min(opts.ageYears, 20) * 4);
  const evolScore = dim(opts.isListed ? 60 : 0);
  const innovScore = dim(opts.qualificationCount * 40 + opts.rdIntensity * 1200 - 40);
  const stseScore = dim(-20);
  const effectScore = dim(0);
  const riskScore = dim(opts.operating ? 20 : -200);
  const totalScore = Math.round(
    growScore * 0.2 +
      evolScore * 0.15 +
      innovScore * 0.2 +
      stseScore * 0.1 +
      effectScore * 0.2 +
      riskScore * 0.15,
  );
  const level = capabilityLevel(totalScore);
  return {
    growScore,
    evolScore,
    innovScore,
    stseScore,
    effectScore,
    riskScore,
    totalScore,
    level,
    levelName: CAPABILITY_LEVEL_NAMES[level - 1] as string,
    isListed: opts.isListed,
    industrDistribution: opts.divisionName,
    regionalDistribution: opts.provinceName,
  };
}

export function generateEnergyLevel(rng: Rng, totalScore: number): EnergyLevel {
  const rank = Math.min(100, Math.max(0, round2(totalScore / 9 + rng.gaussian(0, 8))));
  return {
    level: Math.min(5, Math.max(1, Math.ceil(rank / 20))),
    rankScoreInIndustry: rank,
    contribution: round2(Math.min(60, Math.exp(rng.gaussian(Math.log(0.2) + rank / 40, 0.8)))),
  };
}
