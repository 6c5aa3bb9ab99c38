/**
 * Everything a diagnosis report (产业诊断, modules/industry-diagnosis) prints, already worded in
 * Chinese. The industry-diagnosis module fills it when the report is asked for and it is kept with
 * the queued report (reports.search), so the drawing needs nothing else and survives a restart.
 */
export interface DiagnosisReportData {
  regionName: string;
  chainName: string;
  /** YYYY-MM-DD. */
  generatedAt: string;
  /** The region's share of all companies, %. */
  regionShare: number;
  /** The chain's scores: 产业基础, 企业实力, 成长活力, 创新能力, 综合. */
  scores: DiagnosisPrintScores;
  nodes: ReadonlyArray<
    DiagnosisPrintScores & {
      name: string;
      /** 1 the chain's first level. */
      level: number;
      /** 缺失, 薄弱, 一般, 优势. */
      status: string;
      companies: number;
      patents: number;
    }
  >;
  strengths: readonly DiagnosisPrintItem[];
  weaknesses: readonly DiagnosisPrintItem[];
  suggestions: readonly DiagnosisPrintItem[];
}

export interface DiagnosisPrintScores {
  presence: number;
  strength: number;
  growth: number;
  innovation: number;
  overall: number;
}

export interface DiagnosisPrintItem {
  title: string;
  /** The reasons, with their figures. */
  lines: readonly string[];
}

export const DIAGNOSIS_DIMENSION_NAMES = {
  presence: '产业基础',
  strength: '企业实力',
  growth: '成长活力',
  innovation: '创新能力',
} as const;
