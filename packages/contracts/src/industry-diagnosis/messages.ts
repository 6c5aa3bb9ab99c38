import type { MessageTable } from '../messageTable';

/** Messages of 产业诊断 (docs/industry-diagnosis.md). */
export const INDUSTRY_DIAGNOSIS_MESSAGES = {
  diagnosisRegionUnknown: {
    zh: '地区不存在，请选择有效的省、市或区县',
    en: 'The region does not exist; choose a valid province, city or county',
  },
  diagnosisChainUnknown: {
    zh: '产业链不存在，请选择有效的产业链',
    en: 'The industry chain does not exist; choose a valid chain',
  },
} as const satisfies MessageTable;
