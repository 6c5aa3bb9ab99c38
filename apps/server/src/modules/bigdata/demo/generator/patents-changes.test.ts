import { beforeAll, describe, expect, it } from 'vitest';
import { IPC_SYMBOL, isValidPatentNo, LOCARNO_CLASS, patentCheckChar, patentKindOfNo } from '../../reference';
import type { Company } from '../../types';
import { generateDataset } from './index';
import { isTechDivision } from './tags';

const SAMPLE = 5000;
const END = '2026-11-20';
const CHINESE = /[\u4e00-\u9fff]/;

const techOrManufacturing = (c: Company) =>
  isTechDivision(c.industryDivisionCode) ||
  (Number(c.industryDivisionCode) >= 13 && Number(c.industryDivisionCode) <= 43);
const lifeEnd = (c: Company) => c.cancellation?.date ?? END;
const increases = (c: Company) =>
  c.changes.filter((x) => x.kind === 'capital' && x.afterAmount! > x.beforeAmount!);

describe('CNIPA application numbers', () => {
  it('carry the check character of the published examples', () => {
    expect(patentCheckChar('201710601862')).toBe('3');
    expect(patentCheckChar('95115608')).toBe('X');
    expect(isValidPatentNo('CN201710601862.3')).toBe(true);
    expect(isValidPatentNo('CN95115608.X')).toBe(true);
    expect(isValidPatentNo('CN201710601862.4')).toBe(false);
    expect(isValidPatentNo('CN201740601862.3')).toBe(false); // kind digit 4 does not exist
    expect(isValidPatentNo('201710601862.3')).toBe(false);
    expect(patentKindOfNo('CN201710601862.3')).toBe('invention');
    expect(patentKindOfNo('CN95115608.X')).toBe('invention');
  });
});

describe('generated patents and change events (5,000 companies)', () => {
  let companies: Company[] = [];
  beforeAll(() => {
    companies = [...generateDataset({ seed: 'patents-test', companies: SAMPLE }).companies()];
  }, 120_000);

  it('gives patents to about 30 % of manufacturing and technology companies, most high-tech ones', () => {
    const share = (list: Company[]) => list.filter((c) => c.patents.length > 0).length / list.length;
    const eligible = companies.filter(techOrManufacturing);
    expect(share(eligible)).toBeGreaterThan(0.25);
    expect(share(eligible)).toBeLessThan(0.42);
    expect(share(companies.filter((c) => c.qualificationTags.includes('高新技术企业')))).toBeGreaterThan(0.7);
    const others = companies.filter((c) => !techOrManufacturing(c) && c.industrLayoutList.length === 0);
    expect(share(others)).toBeLessThan(0.06);
    const kinds = new Set(companies.flatMap((c) => c.patents.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual(['design', 'invention', 'utility']);
  });

  it('numbers, classes, titles and dates of every patent are consistent', () => {
    const problems: string[] = [];
    const numbers = new Set<string>();
    for (const c of companies) {
      for (const p of c.patents) {
        const at = `${c.companyId} ${p.patentNo}`;
        if (!isValidPatentNo(p.patentNo) || patentKindOfNo(p.patentNo) !== p.kind) problems.push(`no ${at}`);
        if (p.patentNo.slice(2, 6) !== p.appliedOn.slice(0, 4)) problems.push(`year ${at}`);
        if (numbers.has(p.patentNo)) problems.push(`repeated ${at}`);
        numbers.add(p.patentNo);
        if (!(p.kind === 'design' ? LOCARNO_CLASS : IPC_SYMBOL).test(p.ipc))
          problems.push(`class ${at} ${p.ipc}`);
        if (!CHINESE.test(p.title) || !p.applicant.startsWith(c.companyName)) problems.push(`title ${at}`);
        if (p.inventors.length === 0 || p.inventors.some((n) => !CHINESE.test(n)))
          problems.push(`inventors ${at}`);
        if (p.appliedOn < c.esDt || p.appliedOn > lifeEnd(c)) problems.push(`applied ${at}`);
        for (const d of [p.publishedOn, p.grantedOn])
          if (d !== null && (d < p.appliedOn || d > END)) problems.push(`dates ${at}`);
        if ((p.legalStatus === 'granted') !== (p.grantedOn !== null && p.legalStatus !== 'lapsed'))
          problems.push(`status ${at}`);
        if (p.legalStatus === 'pending' && p.grantedOn !== null) problems.push(`pending ${at}`);
        if (p.kind !== 'invention' && p.grantedOn !== p.publishedOn) problems.push(`announced ${at}`);
      }
      const applied = c.patents.map((p) => p.appliedOn);
      if (applied.join() !== [...applied].sort().join()) problems.push(`order ${c.companyId}`);
    }
    expect(problems).toEqual([]);
    expect(numbers.size).toBeGreaterThan(1000);
  });

  it('raises the registered capital of about 15 % of companies, ending at today’s capital', () => {
    const raised = companies.filter((c) => increases(c).length > 0);
    expect(raised.length / SAMPLE).toBeGreaterThan(0.11);
    expect(raised.length / SAMPLE).toBeLessThan(0.19);
    const problems: string[] = [];
    for (const c of companies) {
      const capital = c.changes.filter((x) => x.kind === 'capital');
      if (capital.length && capital.at(-1)!.afterAmount !== c.regCapital) problems.push(`end ${c.companyId}`);
      for (let i = 1; i < capital.length; i++)
        if (capital[i]!.beforeAmount !== capital[i - 1]!.afterAmount) problems.push(`chain ${c.companyId}`);
      for (const x of capital)
        if (x.afterText !== `${x.afterAmount}万元人民币` || x.beforeAmount! <= 0)
          problems.push(`text ${c.companyId}`);
    }
    expect(problems).toEqual([]);
  });

  it('dates every change within the last ten years of the company’s life, each chain ending today', () => {
    const problems: string[] = [];
    const kinds = new Set<string>();
    for (const c of companies) {
      let last = '';
      for (const x of c.changes) {
        kinds.add(x.kind);
        if (x.changedOn < c.esDt || x.changedOn > lifeEnd(c) || x.changedOn < '2016-11-20')
          problems.push(`date ${c.companyId} ${x.kind} ${x.changedOn}`);
        if (x.changedOn < last) problems.push(`order ${c.companyId}`);
        last = x.changedOn;
        if ((x.kind === 'capital') !== (x.beforeAmount !== null && x.afterAmount !== null))
          problems.push(`amounts ${c.companyId}`);
      }
      const lastOf = (kind: string) => c.changes.filter((x) => x.kind === kind).at(-1);
      const rep = lastOf('legalRep');
      if (rep && rep.afterText !== c.legalEntityName) problems.push(`legalRep ${c.companyId}`);
      const name = lastOf('name');
      if (name && (name.afterText !== c.companyName || name.beforeText === c.companyName))
        problems.push(`name ${c.companyId}`);
      const address = lastOf('address');
      if (address && address.afterText !== c.regAddr) problems.push(`address ${c.companyId}`);
      const status = lastOf('status');
      if (status && status.changedOn !== c.cancellation?.date) problems.push(`status ${c.companyId}`);
    }
    expect(problems).toEqual([]);
    expect([...kinds].sort()).toEqual(
      [
        'address',
        'branch',
        'capital',
        'court',
        'financing',
        'legalRep',
        'name',
        'penalty',
        'shareholder',
        'status',
      ].sort(),
    );
  });
});
