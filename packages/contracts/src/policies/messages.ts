import type { MessageTable } from '../messageTable';

/** Messages of the policy library (docs/policies.md). */
export const POLICY_MESSAGES = {
  policyNotFound: { zh: '该政策不存在', en: 'No such policy' },
  policyRangeInvalid: {
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
} satisfies MessageTable;
