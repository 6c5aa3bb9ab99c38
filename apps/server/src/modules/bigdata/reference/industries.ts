/**
 * GB/T 4754-2017 国民经济行业分类: sections (门类 A–T) and divisions (大类 01–97) from the JSON we
 * ship (no npm package carries it). What the demo generator needs per division (how common such
 * companies are, name words, business-scope phrases) is in demo/generator/industries.ts.
 */
import standard from './data/gb-t-4754-2017.json' with { type: 'json' };

export interface IndustryDivision {
  code: string; // '39'
  name: string; // 计算机、通信和其他电子设备制造业
  sectionCode: string; // 'C'
}
export interface IndustrySection {
  code: string; // 'C'
  name: string; // 制造业
  divisions: readonly IndustryDivision[];
}

interface RawSection {
  code: string;
  name: string;
  divisions: { code: string; name: string }[];
}

export const sections: readonly IndustrySection[] = (standard.sections as RawSection[]).map((s) => ({
  code: s.code,
  name: s.name,
  divisions: s.divisions.map((d) => ({ code: d.code, name: d.name, sectionCode: s.code })),
}));
export const divisions: readonly IndustryDivision[] = sections.flatMap((s) => s.divisions);

const sectionByCode = new Map(sections.map((s) => [s.code, s]));
const divisionByCode = new Map(divisions.map((d) => [d.code, d]));

export function getSection(code: string): IndustrySection | undefined {
  return sectionByCode.get(code);
}
export function getDivision(code: string): IndustryDivision | undefined {
  return divisionByCode.get(code);
}
export function sectionOfDivision(code: string): IndustrySection | undefined {
  const d = divisionByCode.get(code);
  return d && sectionByCode.get(d.sectionCode);
}
