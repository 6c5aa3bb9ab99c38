import type { MessageTable } from '../messageTable';

/** Messages of 企业监控 (docs/company-tracking.md). */
export const COMPANY_TRACKING_MESSAGES = {
  monitorCompaniesFull: { zh: '最多可监控500家企业', en: 'You can monitor at most 500 companies' },
  monitorGroupsFull: { zh: '最多可创建20个监控分组', en: 'You can create at most 20 groups' },
  monitorGroupNameTaken: { zh: '分组名称已存在', en: 'A group with this name already exists' },
  monitorGroupNotFound: { zh: '该监控分组不存在', en: 'No such group' },
  monitorRangeInvalid: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
} satisfies MessageTable;
