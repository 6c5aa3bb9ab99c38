import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeOfCode } from './listing';
import {
  getChainNode,
  getDivision,
  isDevelopmentZoneCode,
  isKnownRegionCode,
  isValidUscc,
  regionNames,
} from '../../reference';
import { priceLimit } from '../../quotes';
import type { Company } from '../../types';
import { generateDataset } from './index';

const SAMPLE = 20_000;
const ASCII_LETTER = /[A-Za-z]/;

function hashCompanies(seed: string, size: number, take: number): string {
  const h = createHash('sha256');
  let n = 0;
  for (const c of generateDataset({ seed, companies: size }).companies()) {
    if (n++ >= take) break;
    h.update(JSON.stringify(c));
  }
  return h.digest('hex');
}

describe('generated dataset (20,000 companies)', () => {
  let companies: Company[] = [];
  beforeAll(() => {
    companies = [...generateDataset({ seed: 'test-seed', companies: SAMPLE }).companies()];
  }, 120_000);

  it('gives every company a valid USCC whose region code is real', () => {
    const bad = companies.filter(
      (c) => !isValidUscc(c.uscNo, { checkOrgCode: true }) || !isKnownRegionCode(c.uscNo.slice(2, 8)),
    );
    expect(bad.map((c) => c.uscNo)).toEqual([]);
    expect(new Set(companies.map((c) => c.uscNo)).size).toBe(SAMPLE);
  });

  it('places every company in a GB/T 2260 county, never in a development zone', () => {
    const bad = companies.filter(
      (c) =>
        isDevelopmentZoneCode(c.regionCode) ||
        regionNames(c.regionCode)?.county?.code !== c.regionCode ||
        !c.regAddr.startsWith(c.provinceName),
    );
    expect(bad.map((c) => c.regionCode)).toEqual([]);
  });

  it('has unique Chinese names without ASCII letters (names, aliases, people, addresses)', () => {
    expect(new Set(companies.map((c) => c.companyName)).size).toBe(SAMPLE);
    const texts = companies.flatMap((c) => [
      c.companyName,
      c.companyNameAlias,
      c.legalEntityName,
      c.regAddr,
      c.realityControllingPerson.name,
      ...c.majorShareholders.map((h) => h.holderEntityName),
    ]);
    expect(texts.filter((t) => ASCII_LETTER.test(t))).toEqual([]);
    expect(companies.filter((c) => !/(有限公司|有限责任公司)$/.test(c.companyName))).toEqual([]);
  });

  it('uses real industries and existing chain nodes that match the industry', () => {
    const badIndustry = companies.filter((c) => {
      const division = getDivision(c.industryDivisionCode);
      return division?.name !== c.industryDivisionName || division.sectionCode !== c.industrySectionCode;
    });
    expect(badIndustry).toEqual([]);
    const badNodes = companies.flatMap((c) =>
      c.industrLayoutList
        .filter((l) => !getChainNode(l.industryCode)?.divisions.includes(c.industryDivisionCode))
        .map((l) => `${c.companyId} ${l.industryCode}`),
    );
    expect(badNodes).toEqual([]);
    const onChain = companies.filter((c) => c.industrLayoutList.length > 0).length;
    expect(onChain / SAMPLE).toBeGreaterThan(0.3);
  });

  it('has the expected status mix, with dates and reasons for 注销/吊销', () => {
    const count = (s: string): number => companies.filter((c) => c.regStatusName === s).length / SAMPLE;
    expect(count('在营')).toBeGreaterThan(0.88);
    expect(count('在营')).toBeLessThan(0.94);
    expect(count('存续')).toBeGreaterThan(0.015);
    expect(count('注销')).toBeGreaterThan(0.03);
    expect(count('注销')).toBeLessThan(0.06);
    expect(count('吊销')).toBeGreaterThan(0.015);
    expect(count('吊销')).toBeLessThan(0.035);
    for (const c of companies) {
      const closed = c.regStatusName === '注销' || c.regStatusName === '吊销';
      expect(c.cancellation !== null).toBe(closed);
      if (c.cancellation) {
        expect(c.cancellation.date >= c.esDt).toBe(true);
        expect(c.cancellation.reason.length).toBeGreaterThan(0);
      }
    }
  });

  it('lists about 3 % of companies with codes matching their exchange', () => {
    const listed = companies.filter((c) => c.isListed);
    expect(listed.length / SAMPLE).toBeGreaterThan(0.02);
    expect(listed.length / SAMPLE).toBeLessThan(0.04);
    expect(new Set(listed.map((c) => c.stockInfoList[0]?.stockCode)).size).toBe(listed.length);
    for (const c of listed) {
      const s = c.stockInfoList[0]!;
      expect(exchangeOfCode(s.stockCode)).toBe(s.exchange);
      expect(c.companyName).toMatch(/股份有限公司$/);
      expect(c.regStatusName === '在营' || c.regStatusName === '存续').toBe(true);
    }
  });

  it('links company shareholders to earlier companies and keeps ratios and scores in range', () => {
    const byId = new Map(companies.map((c) => [c.companyId, c]));
    const problems: string[] = [];
    let companyHolders = 0;
    for (const c of companies) {
      let sum = 0;
      for (const h of c.majorShareholders) {
        sum += h.ratio;
        if (h.holderEntityType !== '2') continue;
        companyHolders++;
        const parent = byId.get(h.holderEntityId);
        if (parent?.companyName !== h.holderEntityName || parent.index >= c.index)
          problems.push(`holder ${c.companyId}`);
      }
      if (sum > 100.001 || (!c.isListed && Math.abs(sum - 100) > 0.01))
        problems.push(`ratios ${c.companyId} ${sum}`);
      const cap = c.capability;
      const scores = [
        cap.growScore,
        cap.evolScore,
        cap.innovScore,
        cap.stseScore,
        cap.effectScore,
        cap.riskScore,
      ];
      if ([...scores, cap.totalScore].some((v) => v < 0 || v > 900)) problems.push(`scores ${c.companyId}`);
      if (c.financials.length > 5) problems.push(`financials ${c.companyId}`);
      if (c.tagChanges.some((t) => t.date < c.esDt)) problems.push(`tag dates ${c.companyId}`);
      if (c.dynamics.some((d) => d.publishDt.slice(0, 10) < c.esDt)) problems.push(`dynamics ${c.companyId}`);
    }
    expect(problems).toEqual([]);
    expect(companyHolders).toBeGreaterThan(1000);
  });

  it('gives a listed company five years of consistent K-line rows', () => {
    const ds = generateDataset({ seed: 'test-seed', companies: SAMPLE });
    const listed = companies.find((c) => c.isListed)!;
    const listing = listed.stockInfoList[0]!;
    const rows = ds.kline(listing);
    expect(rows.length).toBeGreaterThanOrEqual(5 * 240);
    const limit = priceLimit(listing.stockCode);
    for (let i = 0; i < rows.length; i++) {
      const r = rows[i]!;
      if (i > 0) expect(r.prevClose).toBe(rows[i - 1]!.close);
      expect(r.low).toBeLessThanOrEqual(Math.min(r.open, r.close));
      expect(r.high).toBeGreaterThanOrEqual(Math.max(r.open, r.close));
      expect(Math.abs(r.close / r.prevClose - 1)).toBeLessThanOrEqual(limit + 0.005);
    }
  });
});

describe('determinism', () => {
  it('gives the same companies for the same seed, different ones for another seed', () => {
    const a = hashCompanies('det', 2000, 2000);
    expect(hashCompanies('det', 2000, 2000)).toBe(a);
    expect(hashCompanies('other', 2000, 2000)).not.toBe(a);
  });

  it('keeps prefixes stable: the first 2,000 of 10,000 equal a dataset of 2,000', () => {
    expect(hashCompanies('det', 10_000, 2000)).toBe(hashCompanies('det', 2000, 2000));
  });

  it('generates organisations deterministically, investing in generated companies', () => {
    const orgs = [...generateDataset({ seed: 'det', companies: 2000 }).organisations()];
    expect(orgs.length).toBe(10);
    expect(JSON.stringify([...generateDataset({ seed: 'det', companies: 2000 }).organisations()])).toBe(
      JSON.stringify(orgs),
    );
    const founded = new Map(
      [...generateDataset({ seed: 'det', companies: 2000 }).companies()].map((c) => [c.index, c.esDt]),
    );
    for (const o of orgs) {
      expect(isValidUscc(o.uscNo)).toBe(true);
      expect(o.orgName).not.toMatch(ASCII_LETTER);
      expect(o.funds.length).toBeGreaterThan(0);
      for (const inv of o.investments) {
        expect(inv.companyIndex).toBeLessThan(2000);
        expect(inv.investDate >= founded.get(inv.companyIndex)!).toBe(true);
        expect(o.funds.map((f) => f.fundName)).toContain(inv.fundName);
      }
    }
  });
});
