import type { MessageTable } from '../messageTable';

/** Messages of the company reports (under the chain service); 111111 uses the bigdata group's purchaseNeeded. */
export const REPORT_MESSAGES = {
  reportCompanyNotFound: { zh: '企业不存在', en: 'The company does not exist' },
  reportNotFound: { zh: '报告不存在', en: 'The report does not exist' },
  reportNotReady: { zh: '报告尚未生成完成', en: 'The report is not finished yet' },
  reportQuotaUsed: { zh: '报告次数已用完', en: 'No reports left for your organisation' },
  reportLinkInvalid: {
    zh: '下载链接无效或已过期，请重新获取',
    en: 'The download link is invalid or has expired; get a new one',
  },
} as const satisfies MessageTable;

/** Why a report failed, as the report list shows it. */
export const REPORT_FAIL_REASONS = {
  interrupted: '生成多次中断，已停止',
  companyGone: '企业数据不存在',
  renderError: '报告生成出错',
} as const;
