import { describe, expect, it } from 'vitest';
import { mergeDynamics, type Dynamic } from './dynamics';
import { presentCard, presentForward, type CardRow } from './presenter';
import { heldTagNames, tagDisplayName } from './service';

const row = (over: Partial<CardRow> = {}): CardRow => ({
  id: '11',
  tenant_id: '200001',
  user_id: 'owner',
  type: 2,
  org_id: '',
  org_name: '云栖',
  user_name: '李娜',
  nick_name: '',
  avatar: '',
  post: '总经理',
  dept: '总经办',
  phone: '13912345678',
  email: 'secret.name@yunqi.cn',
  address: '杭州市西湖区文三路99号',
  company_id: null,
  region_code: null,
  encrypt: true,
  if_opened: true,
  is_deleted: false,
  is_default: true,
  sort: 0,
  sync_time: new Date('2026-01-01T00:00:00Z'),
  created_at: new Date(),
  updated_at: new Date(),
  user_center_avatar: '/a.png',
  ...over,
});

describe('presentCard', () => {
  it('masks phone, email and address for other viewers and visitors when encryption is on', () => {
    for (const viewer of ['other', null]) {
      const card = presentCard(row(), viewer);
      expect(card).toMatchObject({
        phone: '139****5678',
        email: '********@yunqi.cn',
        address: '*'.repeat(11),
      });
      expect(JSON.stringify(card)).not.toMatch(/12345678|secret|文三路/);
    }
  });

  it('shows the owner everything, and everyone everything when encryption is off', () => {
    expect(presentCard(row(), 'owner').phone).toBe('13912345678');
    expect(presentCard(row({ encrypt: false }), 'other')).toMatchObject({
      phone: '13912345678',
      email: 'secret.name@yunqi.cn',
      address: '杭州市西湖区文三路99号',
    });
  });

  it('keeps empty contacts empty, formats syncTime in China time and names the user-centre avatar', () => {
    const card = presentCard(row({ email: '', address: '' }), 'other');
    expect(card).toMatchObject({
      email: '',
      address: '',
      userCenterAvatar: '/a.png',
      syncTime: '2026-01-01 08:00:00',
    });
  });

  it('masks the forward payload too', () => {
    const p = presentForward(row(), 'other', { imAccount: 'owner', accountName: '李娜', accountAvatar: '' });
    expect(p).toMatchObject({
      phone: '139****5678',
      address: '*'.repeat(11),
      company: '云栖',
      avatar: '/a.png',
    });
  });
});

const sys = (id: string, publishDt: string): Dynamic => ({
  id,
  title: id,
  publisher: '',
  isSys: 1,
  webSource: '',
  initSource: '',
  publishDt,
  content: '',
  url: '',
});

describe('mergeDynamics', () => {
  const system = Array.from({ length: 12 }, (_, i) =>
    sys(`s${i}`, `2024-01-${String(20 - i).padStart(2, '0')} 10:00:00`),
  );
  const custom = [
    { id: 'c1', title: 'new', publishDt: '2025-01-01', content: '', isSys: 0 as const },
    { title: 'no id', publishDt: '2024-01-15 12:00:00', content: '', isSys: 0 as const },
    { id: 'sys-copy', title: 'sent back as system', publishDt: '2030-01-01', content: '', isSys: 1 as const },
  ];

  it('merges newest first, leaves out deleted ids and system copies sent back, pages by size', () => {
    const p1 = mergeDynamics(system, custom, ['s0', 's3'], 1, 10);
    expect(p1.total).toBe(12 - 2 + 2);
    expect(p1.records.map((d) => d.id)).toEqual([
      'c1',
      's1',
      's2',
      's4',
      'custom-1',
      's5',
      's6',
      's7',
      's8',
      's9',
    ]);
    const p2 = mergeDynamics(system, custom, ['s0', 's3'], 2, 10);
    expect(p2.records.map((d) => d.id)).toEqual(['s10', 's11']);
    expect(mergeDynamics(system, custom, [], 9, 10).records).toEqual([]);
  });

  it('puts undated custom dynamics last', () => {
    const p = mergeDynamics(
      [sys('a', '2024-01-01 00:00:00')],
      [{ title: 'x', publishDt: '?', content: '', isSys: 0 }],
      [],
      1,
      10,
    );
    expect(p.records.map((d) => d.id)).toEqual(['a', 'custom-0']);
  });
});

describe('reminder tag names', () => {
  it('reads industryName from an industrLayoutList tag and names held by a tag module', () => {
    const layout = JSON.stringify([{ industryName: '集成电路', industryCode: 'C1' }]);
    expect(tagDisplayName('industrLayoutList', layout)).toBe('集成电路');
    expect(tagDisplayName('techFieldTags', '人工智能')).toBe('人工智能');
    const held = heldTagNames(
      JSON.stringify(['a', { tagName: 'b' }, { tagName: layout }, { industryName: 'c' }]),
    );
    expect([...held].sort()).toEqual(['a', 'b', 'c', '集成电路']);
    expect(heldTagNames('not json').size).toBe(0);
  });
});
