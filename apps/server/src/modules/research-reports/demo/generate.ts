import type { ResearchReportKind } from '@platform/contracts';
import { chains, provinces, regionChildren } from '../../bigdata';
import { createRng, type Rng } from '../../../lib/seeded-rng';
import { pagesOf } from '../pdf';
import type { NewReport } from '../repo';

/** Publishers of the demo library: research institutes, think tanks and industry associations. */
const PUBLISHERS = [
  '产业链数智研究院',
  '中国电子信息产业发展研究院',
  '国家工业信息安全发展研究中心',
  '赛迪顾问',
  '前沿产业研究中心',
  '中国产业发展促进会',
  '区域经济研究所',
  '长三角产业创新研究院',
];
const YEARS = [2022, 2023, 2024, 2025, 2026];

const SECTIONS: Record<ResearchReportKind, string[]> = {
  industry: [
    '产业发展概况',
    '产业链全景图谱',
    '市场规模与增长',
    '重点企业分析',
    '技术与专利布局',
    '投融资动态',
    '发展趋势与建议',
  ],
  region: [
    '区域经济概况',
    '主导产业分析',
    '产业链补链强链方向',
    '产业园区与载体',
    '招商引资重点',
    '政策环境',
    '发展建议',
  ],
  company: ['企业概况', '股权与关联', '经营与财务', '技术与专利', '产业链位置', '风险提示'],
  policy: ['政策背景', '政策要点解读', '支持措施与资金', '适用企业与申报', '对产业的影响'],
};
const TITLE: Record<ResearchReportKind, (chain: string, region: string, year: number) => string> = {
  industry: (c, r, y) => `${y}年${r}${c}产业发展研究报告`,
  region: (c, r, y) => `${r}${c}产业链招商图谱与发展路径研究（${y}）`,
  company: (c, r, y) => `${r}${c}领域重点企业竞争力分析报告（${y}）`,
  policy: (c, r, y) => `${y}年${r}${c}产业扶持政策解读`,
};
const KINDS: ResearchReportKind[] = ['industry', 'region', 'company', 'policy'];
const KIND_WEIGHTS = [0.4, 0.3, 0.15, 0.15];

function pickKind(rng: Rng): ResearchReportKind {
  return rng.weighted(KINDS, KIND_WEIGHTS);
}

/** A region of the report: a province, or one of its cities, named by its code. */
function pickRegion(rng: Rng): { code: string; name: string } {
  const province = rng.pick(provinces);
  const cities = regionChildren(province.code);
  if (cities.length === 0 || rng.chance(0.5)) return { code: province.code, name: province.name };
  const city = rng.pick(cities);
  return { code: city, name: '' };
}

/**
 * `count` reports of the demo library, the same every time: a chain of the catalogue, a province or
 * one of its cities, a kind, a publisher, a day in the last five years, a summary and its sections.
 */
export function generateResearchReports(count: number, cityName: (code: string) => string): NewReport[] {
  const rng = createRng('research-reports');
  const out: NewReport[] = [];
  for (let i = 0; i < count; i += 1) {
    const chain = rng.pick(chains);
    const region = pickRegion(rng);
    const regionName = region.name || cityName(region.code);
    const kind = pickKind(rng);
    const year = rng.pick(YEARS);
    const month = year === 2026 ? rng.int(1, 10) : rng.int(1, 12);
    const day = rng.int(1, 28);
    const all = SECTIONS[kind];
    const sections = all.slice(0, rng.int(Math.min(4, all.length), all.length));
    // The chain's segments (上游/中游/下游 are too general to name in a summary).
    const links = chain.nodes
      .flatMap((n) => n.children.map((c) => c.name))
      .slice(0, 4)
      .join('、');
    out.push({
      title: TITLE[kind](chain.name, regionName, year),
      summary:
        `本报告聚焦${regionName}${chain.name}产业，梳理${links}等环节的发展现状，` +
        `结合企业、专利与投融资数据，分析产业优势与短板，并提出补链、强链、延链的发展建议。`,
      kind,
      chain_code: chain.code,
      region_code: region.code,
      publisher: rng.pick(PUBLISHERS),
      published_on: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      pages: pagesOf(sections.length),
      sections,
    });
  }
  return out;
}
