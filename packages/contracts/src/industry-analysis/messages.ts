import type { MessageTable } from '../messageTable';

/** Messages of 产业分析 and 对标分析 (docs/industry-analysis.md). */
export const INDUSTRY_ANALYSIS_MESSAGES = {
  industryAnalysisRegionUnknown: {
    zh: '地区不存在，请选择有效的省、市或区县',
    en: 'The region does not exist; choose a valid province, city or county',
  },
  industryAnalysisChainUnknown: {
    zh: '产业链不存在，请选择有效的产业链',
    en: 'The industry chain does not exist; choose a valid chain',
  },
  industryAnalysisRegionCount: {
    zh: '请选择2至4个地区进行对标',
    en: 'Choose two to four regions to compare',
  },
  industryAnalysisRegionDuplicate: {
    zh: '对标地区不能重复',
    en: 'The regions to compare must be different',
  },
} satisfies MessageTable;
