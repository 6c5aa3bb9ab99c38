import type { Diagnosis, DiagnosisReason, DiagnosisSuggestion } from '@platform/contracts';
import { DIAGNOSIS_DIMENSION_NAMES as NAMES, type DiagnosisReportData } from '../reports';

/** The diagnosis worded in Chinese for its PDF (the portal words the same codes in zh and en). */
const STATUS = { missing: '缺失', weak: '薄弱', average: '一般', strong: '优势' } as const;
const n = (v: number | undefined, digits = 2) =>
  (v ?? 0).toLocaleString('en-US', { maximumFractionDigits: digits });

export function reasonText(r: DiagnosisReason): string {
  const v = r.values;
  switch (r.code) {
    case 'missing':
      return `本地暂无该环节企业，全国共 ${n(v.national, 0)} 家，按本地企业占比应有约 ${n(v.expected, 1)} 家`;
    case 'presence':
      return `${NAMES.presence}：本地 ${n(v.local, 0)} 家企业，期望 ${n(v.expected, 1)} 家，区位商 ${n(v.lq)}`;
    case 'strength':
      return `${NAMES.strength}：注册资本 ${n(v.capital, 1)} 万元，占全国 ${n(v.capitalShare)}%，在 ${n(v.regions, 0)} 个同级地区中排第 ${n(v.rank, 0)} 位`;
    case 'growth':
      return `${NAMES.growth}：近三年新设企业占 ${n(v.local, 1)}%，全国为 ${n(v.national, 1)}%`;
    case 'innovation':
      return `${NAMES.innovation}：专利 ${n(v.patents, 0)} 件（近三年 ${n(v.recent, 0)} 件），企业平均 ${n(v.localDensity)} 件，全国平均 ${n(v.nationalDensity)} 件`;
  }
}

const SUGGESTION: Record<DiagnosisSuggestion['code'], (node: string) => string> = {
  fill: (node) => `补链：引进「${node}」环节企业，填补本地空白`,
  strengthen: (node) => `强链：做大「${node}」环节，引育龙头企业，提升企业规模与集聚度`,
  innovate: (node) => `创新：支持「${node}」环节企业研发与专利布局，共建创新平台`,
  cultivate: (node) => `培育：为「${node}」环节新设企业提供孵化与政策扶持，提升成长活力`,
  extend: (node) => `延链：依托「${node}」环节优势，向上下游延伸，带动配套企业集聚`,
};

export function toPrint(d: Diagnosis): DiagnosisReportData {
  return {
    regionName: d.regionName,
    chainName: d.chainName,
    generatedAt: d.generatedAt,
    regionShare: d.regionShare,
    scores: d.scores,
    nodes: d.nodes.map((node) => ({
      name: node.nodeName,
      level: node.level,
      status: STATUS[node.status],
      companies: node.figures.localCount,
      patents: node.figures.localPatents,
      ...node.scores,
    })),
    strengths: d.strengths.map((f) => ({
      title: `${f.nodeName}（综合 ${f.overall} 分）`,
      lines: f.reasons.map(reasonText),
    })),
    weaknesses: d.weaknesses.map((f) => ({
      title: `${f.nodeName}（综合 ${f.overall} 分）`,
      lines: f.reasons.map(reasonText),
    })),
    suggestions: d.suggestions.map((s) => ({
      title: SUGGESTION[s.code](s.nodeName),
      lines: s.reasons.map(reasonText),
    })),
  };
}
