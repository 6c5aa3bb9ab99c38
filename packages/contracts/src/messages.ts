import { AUTH_MESSAGES } from './auth/messages';
import { BIGDATA_MESSAGES } from './bigdata/messages';
import { CHAIN_MESSAGES } from './chain/messages';
import { DOCUMENT_MESSAGES } from './content/messages';
import { INTERACTION_MESSAGES } from './content/interactions-messages';
import { FEED_MESSAGES } from './content/feed-messages';
import { PUBLICATION_MESSAGES } from './content/publications-messages';
import { INVOICES_MESSAGES } from './invoices/messages';
import { SALES_MESSAGES } from './sales/messages';
import { MEDIA_TRACKING_MESSAGES } from './media-tracking/messages';
import { PURCHASE_CONTRACTS_MESSAGES } from './purchase-contracts/messages';
import { IM_MESSAGES } from './im/messages';
import { IM_FRIENDS_MESSAGES } from './im/friends-messages';
import type { MessageTable } from './messageTable';
import { LEADS_MESSAGES } from './leads/messages';
import { CUSTOMERS_MESSAGES } from './customers/messages';
import { ASSOCIATION_MESSAGES } from './association/messages';
import { GOV_MESSAGES } from './gov/messages';
import { ATTRACT_MESSAGES } from './attract/messages';
import { RESEARCH_REPORT_MESSAGES } from './research-reports/messages';
import { PATENT_MESSAGES } from './patents/messages';
import { INDUSTRY_ANALYSIS_MESSAGES } from './industry-analysis/messages';
import { COMPANY_TRACKING_MESSAGES } from './company-tracking/messages';
import { METRIC_TABLE_MESSAGES } from './metric-table/messages';
import { INDUSTRY_TRACKING_MESSAGES } from './industry-tracking/messages';
import { POLICY_MESSAGES } from './policies/messages';
import { OPERATOR_MESSAGES } from './operator/messages';
import { IMPORT_MESSAGES } from './operator/imports';
import { ATTRACT_PROJECT_MESSAGES } from './attract/projects';
import { ORG_MESSAGES } from './org/messages';
import { ORG_CENTRE_MESSAGES } from './org-centre/messages';
import { PAY_MESSAGES } from './pay/messages';
import { QUERIES_MESSAGES } from './queries/messages';
import { REPORT_MESSAGES } from './report/messages';
import { INDUSTRY_DIAGNOSIS_MESSAGES } from './industry-diagnosis/messages';
import { RESOURCE_MESSAGES } from './resource/messages';
import { SEARCH_MESSAGES } from './search/messages';
import { SYSTEM_MESSAGES } from './system/messages';
import { VCARD_MESSAGES } from './vcard/messages';
import { WIDGET_MESSAGES } from './widget/messages';

export type { MessageTable } from './messageTable';

/** Messages every service may answer with. */
export const COMMON_MESSAGES = {
  ok: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求参数不正确', en: 'Invalid request parameters' },
  malformedJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  unstorableText: {
    zh: '请求内容包含无效字符（空字符或不成对的 Unicode 代理项）',
    en: 'The request contains invalid characters (a NUL character or an unpaired Unicode surrogate)',
  },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource does not exist' },
  forbidden: { zh: '没有权限访问该资源', en: 'You may not access this resource' },
  payloadTooLarge: { zh: '请求内容过大', en: 'The request body is too large' },
  unsupportedMediaType: { zh: '不支持的请求内容类型', en: 'Unsupported content type' },
  methodNotAllowed: { zh: '不支持的请求方法', en: 'This method is not allowed here' },
  serverError: { zh: '服务器开小差了，请稍后重试', en: 'Something went wrong, please try again later' },
  tooManyRequests: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
} as const satisfies MessageTable;

/**
 * Server messages by key, zh (default) and en. The server picks the language from
 * Accept-Language; the key travels too so clients may re-translate.
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...SYSTEM_MESSAGES,
  ...RESOURCE_MESSAGES,
  ...PAY_MESSAGES,
  ...CHAIN_MESSAGES,
  ...BIGDATA_MESSAGES,
  ...SEARCH_MESSAGES,
  ...REPORT_MESSAGES,
  ...INDUSTRY_DIAGNOSIS_MESSAGES,
  ...VCARD_MESSAGES,
  ...IM_MESSAGES,
  ...IM_FRIENDS_MESSAGES,
  ...ORG_MESSAGES,
  ...ORG_CENTRE_MESSAGES,
  ...WIDGET_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...INTERACTION_MESSAGES,
  ...FEED_MESSAGES,
  ...QUERIES_MESSAGES,
  ...PUBLICATION_MESSAGES,
  ...LEADS_MESSAGES,
  ...CUSTOMERS_MESSAGES,
  ...ASSOCIATION_MESSAGES,
  ...GOV_MESSAGES,
  ...ATTRACT_MESSAGES,
  ...RESEARCH_REPORT_MESSAGES,
  ...PATENT_MESSAGES,
  ...INDUSTRY_ANALYSIS_MESSAGES,
  ...COMPANY_TRACKING_MESSAGES,
  ...METRIC_TABLE_MESSAGES,
  ...INDUSTRY_TRACKING_MESSAGES,
  ...POLICY_MESSAGES,
  ...OPERATOR_MESSAGES,
  ...IMPORT_MESSAGES,
  ...ATTRACT_PROJECT_MESSAGES,
  ...INVOICES_MESSAGES,
  ...SALES_MESSAGES,
  ...MEDIA_TRACKING_MESSAGES,
  ...PURCHASE_CONTRACTS_MESSAGES,
} as const satisfies MessageTable;

export type MessageKey = keyof typeof MESSAGES;
export type Locale = 'zh' | 'en';

export function message(key: MessageKey, locale: Locale = 'zh'): string {
  return MESSAGES[key][locale];
}

/** Picks zh or en from an Accept-Language header; zh is the default. */
export function localeFromHeader(header: string | undefined): Locale {
  if (!header) return 'zh';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
