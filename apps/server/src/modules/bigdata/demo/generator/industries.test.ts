import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { divisions, getDivision, sectionOfDivision, sections } from '../../reference';
import { DIVISION_PROFILES, pickDivision } from './industries';

const RANGES: Record<string, [number, number]> = {
  A: [1, 5],
  B: [6, 12],
  C: [13, 43],
  D: [44, 46],
  E: [47, 50],
  F: [51, 52],
  G: [53, 60],
  H: [61, 62],
  I: [63, 65],
  J: [66, 69],
  K: [70, 70],
  L: [71, 72],
  M: [73, 75],
  N: [76, 79],
  O: [80, 82],
  P: [83, 83],
  Q: [84, 85],
  R: [86, 90],
  S: [91, 96],
  T: [97, 97],
};

describe('GB/T 4754-2017', () => {
  it('has the 20 sections A–T and the 97 divisions 01–97, unique and in their ranges', () => {
    expect(sections.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(divisions).toHaveLength(97);
    expect(new Set(divisions.map((d) => d.code)).size).toBe(97);
    expect(new Set(divisions.map((d) => d.name)).size).toBe(97);
    expect(divisions.map((d) => Number(d.code))).toEqual(Array.from({ length: 97 }, (_, i) => i + 1));
    for (const s of sections) {
      const [lo, hi] = RANGES[s.code]!;
      expect(s.divisions.map((d) => Number(d.code))).toEqual(
        Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
      );
      for (const d of [...s.divisions, s]) expect(d.name).toMatch(/^[\u4e00-\u9fff、，]+$/);
    }
    expect(getDivision('39')?.name).toBe('计算机、通信和其他电子设备制造业');
    expect(getDivision('65')?.name).toBe('软件和信息技术服务业');
    expect(sectionOfDivision('27')?.name).toBe('制造业');
  });

  it('profiles only real divisions and never places companies in public administration', () => {
    for (const code of Object.keys(DIVISION_PROFILES)) expect(getDivision(code), code).toBeDefined();
    const rng = createRng('ind');
    for (let i = 0; i < 3000; i++) expect(['S', 'T']).not.toContain(pickDivision(rng).sectionCode);
  });
});
