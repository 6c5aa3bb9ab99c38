import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { USCC_ALPHABET, isValidUscc, orgCodeCheckChar, usccCheckChar } from '../../reference';
import { buildUscc } from './uscc';

/** Published codes, each checked against its company's public registration record. */
const REAL_CODES = [
  '91110000802100433B', // 中国石油化工股份有限公司
  '914403001922038216', // 华为技术有限公司
  '91440300708461136T', // 深圳市腾讯计算机系统有限公司
  '91330100716105852F', // 阿里巴巴（中国）网络技术有限公司
  '91110108551385082Q', // 小米科技有限责任公司
];

describe('USCC (GB 32100-2015)', () => {
  it('accepts real published codes, including their GB 11714 organisation-code check', () => {
    for (const code of REAL_CODES) {
      expect(isValidUscc(code, { checkOrgCode: true }), code).toBe(true);
      expect(usccCheckChar(code.slice(0, 17))).toBe(code[17]);
      expect(orgCodeCheckChar(code.slice(8, 16))).toBe(code[16]);
    }
  });

  it('rejects every single-character corruption of a real code', () => {
    for (const code of REAL_CODES) {
      for (let i = 0; i < 18; i++) {
        for (const ch of USCC_ALPHABET) {
          if (ch === code[i]) continue;
          const bad = code.slice(0, i) + ch + code.slice(i + 1);
          expect(isValidUscc(bad), bad).toBe(false);
        }
      }
    }
  });

  it('rejects transpositions, wrong lengths and letters outside the alphabet', () => {
    expect(isValidUscc('91110000802100433')).toBe(false);
    expect(isValidUscc('91110000802100433BB')).toBe(false);
    expect(isValidUscc('9111000080210043B3')).toBe(false);
    expect(isValidUscc('91440300192203821N')).toBe(false); // Huawei's code with a wrong check character
    expect(isValidUscc('91110000802100433I')).toBe(false);
    expect(isValidUscc('91110000802100433b')).toBe(false);
    expect(isValidUscc('')).toBe(false);
  });

  it('builds codes that validate, with the region code in place', () => {
    const rng = createRng('uscc');
    for (let i = 0; i < 2000; i++) {
      const code = buildUscc({ regionCode: '440305' }, rng);
      expect(code).toMatch(/^91440305/);
      expect(isValidUscc(code, { checkOrgCode: true }), code).toBe(true);
    }
    expect(buildUscc({ regionCode: '110000', orgBody: '80210043' })).toBe('91110000802100433B');
  });
});
