import { describe, expect, it } from 'vitest';
import { systemApi } from '../system';
import { USCC_ALPHABET, bigdataApi, entdataApi, isValidUscc } from './index';

const PUBLISHED = [
  '91110000802100433B',
  '914403001922038216',
  '91440300708461136T',
  '91330100716105852F',
  '91110108551385082Q',
];

describe('unified social credit code (GB 32100)', () => {
  it('accepts published codes and rejects every one-character corruption', () => {
    for (const code of PUBLISHED) {
      expect(isValidUscc(code)).toBe(true);
      for (let i = 0; i < 18; i++)
        for (const ch of USCC_ALPHABET) {
          if (ch === code[i]) continue;
          expect(isValidUscc(code.slice(0, i) + ch + code.slice(i + 1)), `${code} @${i}=${ch}`).toBe(false);
        }
    }
    expect(isValidUscc('91110000802100433')).toBe(false);
    expect(isValidUscc(12345)).toBe(false);
  });

  it('is checked by the schemas, upper-casing first', () => {
    const input = bigdataApi.isCompanyExists.input;
    expect(input.safeParse({ uscNo: '91440300708461136t' }).success).toBe(true);
    expect(input.safeParse({ uscNo: '91440300708461136X' }).success).toBe(false);
    expect(input.safeParse({}).success).toBe(false);
  });
});

describe('bigdata inputs', () => {
  it('shapes company ids', () => {
    const input = bigdataApi.entDetail.input;
    expect(input.parse({ companyId: ' 1000000001 ' })).toEqual({ companyId: '1000000001' });
    expect(input.parse({ companyId: 1000000001 })).toEqual({ companyId: '1000000001' });
    for (const bad of ['', 'abc', "1' or 1=1", '1'.repeat(20), '1;drop table companies'])
      expect(input.safeParse({ companyId: bad }).success, bad).toBe(false);
  });

  it('takes batch ids as a list or a comma string, at most 100, deduplicated', () => {
    const input = bigdataApi.companyInfoByIds.input;
    expect(input.parse({ companyIds: '1000000001, 1000000002,1000000001' })).toEqual({
      companyIds: ['1000000001', '1000000002'],
    });
    expect(input.parse({ companyIds: [1000000001, '1000000003'] }).companyIds).toEqual([
      '1000000001',
      '1000000003',
    ]);
    expect(input.safeParse({ companyIds: [] }).success).toBe(false);
    expect(
      input.safeParse({ companyIds: Array.from({ length: 101 }, (_, i) => String(i + 1)) }).success,
    ).toBe(false);
  });

  it('caps page sizes at 100', () => {
    const input = bigdataApi.orgManagedFunds.input;
    expect(input.parse({ entId: '2000000001' })).toEqual({ entId: '2000000001', current: 1, size: 10 });
    expect(input.safeParse({ entId: '2000000001', size: 100 }).success).toBe(true);
    expect(input.safeParse({ entId: '2000000001', size: 10_000 }).success).toBe(false);
    expect(systemApi.followPage.input.safeParse({ size: 10_000 }).success).toBe(false);
  });

  it('refuses long keywords and metacharacters', () => {
    const input = entdataApi.entAssoListByKeywords.input;
    expect(input.safeParse({ keyword: '深圳科技' }).success).toBe(true);
    expect(input.safeParse({ keyword: '阿里巴巴（中国）' }).success).toBe(true);
    for (const bad of ['', '   ', 'x'.repeat(51), 'a%', 'a_b', '.*', '(a|b)', "x' or '1'='1", 'a\\', '[a]'])
      expect(input.safeParse({ keyword: bad }).success, bad).toBe(false);
    expect(input.safeParse({ keyword: 'x'.repeat(1_000_000) }).success).toBe(false);
  });

  it('shapes region codes (the server checks they exist)', () => {
    const input = bigdataApi.regionBase.input;
    for (const ok of ['110000', '440300', '440305'])
      expect(input.safeParse({ regionCode: ok }).success).toBe(true);
    for (const bad of ['000000', '12345', '1234567', 'abcdef', '320576'])
      expect(input.safeParse({ regionCode: bad }).success, bad).toBe(false);
  });

  it('takes the cancellation status code 1-4 and the follow operations 0-2', () => {
    expect(bigdataApi.entCancelInfo.input.safeParse({ companyId: '1', regStatusCode: 3 }).success).toBe(true);
    expect(bigdataApi.entCancelInfo.input.safeParse({ companyId: '1', regStatusCode: '9' }).success).toBe(
      false,
    );
    for (const operateType of [0, 1, 2, '1'])
      expect(systemApi.followOperateEnt.input.safeParse({ companyId: '1', operateType }).success).toBe(true);
    expect(systemApi.followOperateEnt.input.safeParse({ companyId: '1', operateType: 3 }).success).toBe(
      false,
    );
    expect(systemApi.followCancelByEntId.input.safeParse({ entId: '1', flag: '1' }).success).toBe(true);
    expect(systemApi.followCancelByEntId.input.safeParse({ entId: '1', flag: 0 }).success).toBe(false);
    expect(systemApi.followSave.input.parse({ companyId: '1', attentionEnt: 'false' })).toEqual({
      companyId: '1',
      attentionEnt: false,
    });
  });
});

describe('search conditions', () => {
  it('is a user GET taking nothing and answering sections and recursive chain trees', () => {
    const ep = bigdataApi.searchConditions;
    expect({ method: ep.method, auth: ep.auth }).toEqual({ method: 'GET', auth: 'user' });
    expect(ep.input.parse({ extra: 1 })).toEqual({});
    const leaf = { code: 'IC010101', name: 'EDA工具', level: 3, children: [] };
    const data = {
      industries: [{ code: 'C', name: '制造业', divisions: [{ code: '39', name: '计算机' }] }],
      chains: [
        {
          code: 'IC',
          name: '集成电路',
          children: [
            {
              code: 'IC01',
              name: '上游',
              level: 1,
              children: [{ code: 'IC0101', name: 'EDA与IP核', level: 2, children: [leaf] }],
            },
          ],
        },
      ],
    };
    expect(ep.output.parse(data)).toEqual(data);
    const broken = structuredClone(data);
    (broken.chains[0]!.children[0]!.children[0]!.children[0] as { children: unknown }).children = [
      { code: 1 },
    ];
    expect(ep.output.safeParse(broken).success).toBe(false);
  });
});
