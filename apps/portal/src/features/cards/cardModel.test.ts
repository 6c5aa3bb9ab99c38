import { describe, expect, it } from 'vitest';
import {
  VIEW_CARD_DRAFT_KEY,
  emptyForm,
  fillFromCompany,
  fillRegion,
  formToInput,
  readDraft,
  reminderTarget,
  toContent,
  valueOf,
} from './cardModel';

const nameOf = (code: number) => `m${code}`;
const facts = {
  companyId: '3000000001',
  companyName: '华芯微电子有限公司',
  industries: ['半导体', '半导体'],
  techFieldTags: '集成电路，芯片设计、集成电路',
  qualificationTags: '',
  serviceAndProductTags: '功率芯片',
  businessScope: '集成电路设计',
  listed: false,
};

describe('card model', () => {
  it('links a company: organisation, module 2, tags 6-9, scope; the stock module only when listed', () => {
    const withStock = fillFromCompany(emptyForm(), { ...facts, listed: true }, nameOf);
    expect(withStock.modules.map((m) => m.moduleCode)).toEqual([2, 6, 7, 8, 9, 10, 17]);
    expect(withStock.isStockCompany).toBe(true);
    const unlisted = fillFromCompany(withStock, facts, nameOf);
    expect(unlisted.orgName).toBe('华芯微电子有限公司');
    expect(unlisted.modules.some((m) => m.moduleCode === 17)).toBe(false);
    const tags = (code: number) => unlisted.modules.find((m) => m.moduleCode === code)!.value;
    expect(tags(6)).toEqual(['半导体']);
    expect(tags(7)).toEqual(['集成电路', '芯片设计']);
    // An empty tag list travels as an empty content (the view hides it).
    expect(formToInput(unlisted).vcardModuleDTOList.find((m) => m.moduleCode === 8)!.content).toBe('');
  });

  it('fills region info from the picked region and keeps typed fields', () => {
    const form = fillRegion(emptyForm(), { code: '440305', names: ['广东省', '深圳市', '南山区'] }, nameOf);
    const typed = {
      ...form,
      modules: form.modules.map((m) => ({ ...m, value: { ...(m.value as object), gdp: '8000亿' } })),
    };
    const again = fillRegion(typed, { code: '440304', names: ['广东省', '深圳市', '福田区'] }, nameOf);
    expect(again.modules[0]!.value).toEqual({
      regionCode: '440304',
      regionName: '福田区',
      regionFullname: '广东省深圳市福田区',
      gdp: '8000亿',
    });
  });

  it('round-trips module content by code', () => {
    expect(valueOf(1, 'a\nb')).toBe('a\nb');
    expect(valueOf(5, '[{"urlAddr":"/x.png"}]')).toEqual([{ urlAddr: '/x.png' }]);
    expect(valueOf(5, 'not json')).toEqual([]);
    expect(toContent(60, 'x')).toBe('x');
    expect(toContent(3, {})).toBe('');
    expect(toContent(11, [{ productName: 'p', attachList: [] }])).toBe(
      '[{"productName":"p","attachList":[]}]',
    );
  });

  it('maps reminder change codes onto tag modules', () => {
    expect(reminderTarget('industrLayoutList', '[{"industryName":"半导体"}]')).toEqual({
      moduleCode: 6,
      name: '半导体',
    });
    expect(reminderTarget('qualificationTags', '高新技术企业')).toEqual({
      moduleCode: 8,
      name: '高新技术企业',
    });
  });

  it('reads only a well-formed draft', () => {
    expect(readDraft()).toBeNull();
    localStorage.setItem(VIEW_CARD_DRAFT_KEY, '{broken');
    expect(readDraft()).toBeNull();
    localStorage.setItem(VIEW_CARD_DRAFT_KEY, JSON.stringify({ type: 3, vcardModuleDTOList: [] }));
    expect(readDraft()).toBeNull();
    localStorage.setItem(VIEW_CARD_DRAFT_KEY, JSON.stringify({ type: 1, vcardModuleDTOList: [] }));
    expect(readDraft()).toMatchObject({ type: 1 });
  });
});
