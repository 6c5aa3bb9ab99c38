import { describe, expect, it } from 'vitest';
import {
  plainDynamic,
  postLine,
  toBullets,
  visibleModules,
  type BusinessCard,
  type CardModule,
} from './card';

const m = (moduleCode: number, content: unknown = 'x', ifDisplay = 1): CardModule => ({
  moduleCode,
  moduleName: `m${moduleCode}`,
  ifDisplay,
  content,
});

describe('visibleModules', () => {
  it('moves dynamics last and custom after standard, skipping hidden and empty ones', () => {
    const card: BusinessCard = {
      id: '1',
      type: 2,
      vcardModuleVOList: [
        m(14, '[{"title":"a"}]'),
        m(51),
        m(1),
        m(10, ''),
        m(11, 'p', 0),
        m(13),
        m(16, '[1]'),
      ],
    };
    expect(visibleModules(card).map((x) => x.moduleCode)).toEqual([1, 13, 51, 14]);
  });

  it('shows enterprise modules only on enterprise cards with the linked enterprise shown', () => {
    const mods = [m(2, '{"companyId":"c1"}'), m(6, '["芯片"]'), m(10, '经营范围')];
    expect(visibleModules({ id: '1', type: 2, vcardModuleVOList: mods }).map((x) => x.moduleCode)).toEqual([
      2, 6, 10,
    ]);
    expect(
      visibleModules({
        id: '1',
        type: 2,
        vcardModuleVOList: [m(2, '{"companyId":"c1"}', 0), m(6, '["芯片"]')],
      }),
    ).toEqual([]);
    expect(visibleModules({ id: '1', type: 1, vcardModuleVOList: mods })).toEqual([]);
  });

  it('shows region, video and image modules only on government cards, stock only for stock companies', () => {
    const mods = [
      m(3, '{"regionName":"杭州"}'),
      m(4, '[{"url":"v"}]'),
      m(5, '[{"urlAddr":"i"}]'),
      m(17, '{"currentPrice":1}'),
    ];
    expect(visibleModules({ id: '1', type: 1, vcardModuleVOList: mods }).map((x) => x.moduleCode)).toEqual([
      3, 4, 5,
    ]);
    expect(
      visibleModules({ id: '1', type: 1, vcardModuleVOList: mods }, { isStockCompany: true }).map(
        (x) => x.moduleCode,
      ),
    ).toEqual([3, 4, 5, 17]);
    expect(visibleModules({ id: '1', type: 2, vcardModuleDTOList: mods })).toEqual([]);
  });
});

describe('card text helpers', () => {
  it('splits custom text into bullets', () => {
    expect(toBullets('第一条\n\n第二条\r\n')).toEqual(['第一条', '第二条']);
  });
  it('strips dynamics markup and line breaks, dash when empty', () => {
    expect(plainDynamic('<p>公司\n获得</p><b>融资</b>')).toBe('公司获得融资');
    expect(plainDynamic('<p></p>')).toBe('-');
  });
  it('cuts post and department at 4', () => {
    expect(postLine('高级产品经理', '研发中心')).toBe('高级产品... | 研发中心');
  });
});
