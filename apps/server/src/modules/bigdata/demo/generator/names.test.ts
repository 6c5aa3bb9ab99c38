import { describe, expect, it } from 'vitest';
import { composeCompanyName, isBlockedBrand, NameRegistry, personName, pickBrand } from './names';
import { regionNames } from '../../reference';
import { createRng } from './rng';

describe('names', () => {
  it('builds company names from the real region, brand, industry word and legal form', () => {
    const rng = createRng('names');
    const shenzhen = regionNames('440305')!;
    const beijing = regionNames('110105')!;
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const region = i % 2 ? shenzhen : beijing;
      const n = composeCompanyName(rng, {
        region,
        brand: pickBrand(rng),
        industryWord: '电子',
        legalForm: '有限公司',
      });
      expect(n.name).toMatch(/^(深圳市?|广东|北京市?)?[\u4e00-\u9fff]{2}电子(（(深圳|北京)）)?有限公司$/);
      expect(n.alias).toMatch(/^[\u4e00-\u9fff]{2}电子$/);
      seen.add(n.name.replace(n.alias, '').replace('有限公司', ''));
    }
    expect(seen.has('北京市')).toBe(true);
    expect(seen.has('深圳市')).toBe(true);
  });

  it('gives Chinese person names from the faker zh_CN lists, deterministically', () => {
    const a = createRng('p');
    const b = createRng('p');
    for (let i = 0; i < 1000; i++) {
      const name = personName(a);
      expect(name).toMatch(/^[\u4e00-\u9fff]{2,4}$/);
      expect(personName(b)).toBe(name);
    }
  });

  it('never uses a famous brand pair', () => {
    const rng = createRng('brands');
    for (let i = 0; i < 20000; i++) expect(isBlockedBrand(pickBrand(rng))).toBe(false);
    expect(isBlockedBrand('中华')).toBe(true);
  });

  it('registry refuses a name twice', () => {
    const r = new NameRegistry();
    expect(r.claim('深圳市华腾电子有限公司')).toBe(true);
    expect(r.claim('深圳市华腾电子有限公司')).toBe(false);
    expect(r.claim('深圳市华腾科技有限公司')).toBe(true);
    expect(r.size).toBe(2);
  });
});
