import { describe, expect, it } from 'vitest';
import { NEEDS_ENTERPRISE, NEEDS_GOVERNMENT } from '../BusinessCardView/card';
import {
  addableModules,
  dynamicsLast,
  MODULE_NAMES,
  MODULES_BY_CARD_TYPE,
  nextCustomCode,
  shownModuleName,
  standardModuleName,
} from './moduleCatalog';

describe('module catalog', () => {
  it('offers each card type only the codes the card view shows for it', () => {
    for (const code of MODULES_BY_CARD_TYPE[2]) expect(NEEDS_GOVERNMENT.has(code)).toBe(false);
    for (const code of MODULES_BY_CARD_TYPE[1]) expect(NEEDS_ENTERPRISE.has(code)).toBe(false);
    for (const code of NEEDS_ENTERPRISE) expect(MODULES_BY_CARD_TYPE[2]).toContain(code);
    for (const code of NEEDS_GOVERNMENT) expect(MODULES_BY_CARD_TYPE[1]).toContain(code);
    expect(MODULES_BY_CARD_TYPE[2]).toEqual([1, 2, 6, 7, 8, 9, 10, 11, 13, 14, 17]);
    expect(MODULES_BY_CARD_TYPE[1]).toEqual([1, 3, 4, 5, 12, 13, 14]);
  });

  it('names every standard code in both locales', () => {
    const codes = new Set([...MODULES_BY_CARD_TYPE[1], ...MODULES_BY_CARD_TYPE[2]]);
    for (const code of codes) {
      expect(MODULE_NAMES.zh[code]).toBeTruthy();
      expect(MODULE_NAMES.en[code]).toBeTruthy();
    }
    expect(standardModuleName(14)).toBe('动态');
    expect(standardModuleName(17, 'en')).toBe('Stock quote');
    expect(standardModuleName(50)).toBe('');
  });

  it('lists the codes not yet present, and the next custom code', () => {
    expect(addableModules(1, [1, 3, 14])).toEqual([4, 5, 12, 13]);
    expect(addableModules(2, [])).toEqual(MODULES_BY_CARD_TYPE[2]);
    expect(nextCustomCode([1, 14])).toBe(50);
    expect(nextCustomCode([50, 53, 2])).toBe(54);
  });

  it('keeps dynamics last', () => {
    const mods = [{ moduleCode: 14 }, { moduleCode: 1 }, { moduleCode: 50 }];
    expect(dynamicsLast(mods).map((m) => m.moduleCode)).toEqual([1, 50, 14]);
  });
  it('shows a standard module under its default name in the locale, and an owner-given name as written', () => {
    expect(shownModuleName(1, '个人简介', 'en')).toBe(MODULE_NAMES.en[1]);
    expect(shownModuleName(1, '个人简介', 'en')).not.toMatch(/[\u4e00-\u9fff]/);
    expect(shownModuleName(1, '我的故事', 'en')).toBe('我的故事');
    expect(shownModuleName(50, '个人简介', 'en')).toBe('个人简介');
    expect(shownModuleName(1, '个人简介', 'zh')).toBe('个人简介');
  });
});
