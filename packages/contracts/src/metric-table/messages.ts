import type { MessageTable } from '../messageTable';

/** Messages of the metric table (docs/metric-table.md). */
export const METRIC_TABLE_MESSAGES = {
  metricRegionUnknown: {
    zh: '未找到该地区',
    en: 'No such region',
  },
  metricRegionNoChildren: {
    zh: '该地区没有下级地区，请选择省或市',
    en: 'This region has no regions under it: choose a province or a city',
  },
  metricYearsInvalid: {
    zh: '起始年份不能晚于结束年份，且最多跨 15 年',
    en: 'The first year cannot be after the last, and a table spans at most 15 years',
  },
} satisfies MessageTable;
