/** Business constants of spec 1 §9 and spec 2 §9. */
export const DEFAULT_TENANT_ID = '000000';
export const DEFAULT_CUSTOMER_CODE = '10000000';
export const ACCESS_TOKEN_TTL_SECONDS = 169_200;
export const REFRESH_TOKEN_TTL_SECONDS = 604_800;
export const REQUEST_TIMEOUT_MS = 100_000;
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_LOCK_MINUTES = 15;
/** Failures from one address over any accounts that lock the address (password spraying). */
export const LOGIN_IP_FAILURE_LIMIT = 30;
/** Failures on one account from all addresses that lock it everywhere (distributed guessing). */
export const LOGIN_ACCOUNT_FAILURE_LIMIT = 100;
export const NATIONWIDE_REGION = '100000';
export const REGION_FALLBACK_RANGE = '120000';
export const FALLBACK_PLATFORM_NAME = '产业链数智平台';
export const FALLBACK_SERVICE_PHONE = '400-000-0000';

/** Tenant types: 1 personal space, 2 enterprise, 3 institution (spec 1 §3). */
export const TenantType = { PERSONAL: 1, ORGANISATION: 2, ORGANISATION_ALT: 3 } as const;
export type TenantTypeValue = (typeof TenantType)[keyof typeof TenantType];

/** Business scenes / types whose purchase gates routes and actions. */
export const BusinessType = {
  CUSTOMER_ACQUISITION: 1,
  CUSTOMER_MANAGEMENT: 2,
  MEMBER_MANAGEMENT: 3,
  INVESTMENT_ATTRACTION: 4,
  GOVERNMENT_ENTERPRISE: 5,
  FINANCE_CUSTOMER_ACQUISITION: 11,
} as const;
export const BUSINESS_TYPES = Object.values(BusinessType);

export const MealCode = { PERSONAL: 'C', ENTERPRISE: 'D' } as const;
export type MealCodeValue = (typeof MealCode)[keyof typeof MealCode];
/** Purchase record buyType: 1 a new purchase, 2 a renewal. */
export const BuyType = { NEW: 1, RENEWAL: 2 } as const;
export type BuyTypeValue = (typeof BuyType)[keyof typeof BuyType];
export const PayType = { WECHAT: 1, ALIPAY: 2 } as const;
export type PayTypeValue = (typeof PayType)[keyof typeof PayType];

/** Professional service ids shown in the top bar popover (spec 1 §2 Top bar). */
export const ProfessionalService = {
  PRECISE_CUSTOMER: '10000005',
  PRECISE_CUSTOMER_FINANCE: '10000006',
  CUSTOMER_MANAGEMENT: '10000007',
  MEMBER_MANAGEMENT: '10000008',
  GOV_ENTERPRISE: '10000009',
  PRECISE_INVESTMENT: '10000010',
  INDUSTRY_GRAPH: '10000011',
  DIAGNOSIS: '10000012',
  INDUSTRY_ANALYSIS: '10000013',
  BENCHMARKING: '10000014',
  EXTERNAL_ACQUISITION_SITE: '10000017',
} as const;

/** Card module codes (spec 2 §3). */
export const ModuleCode = {
  BULLETS: 1,
  LINKED_ENTERPRISE: 2,
  REGION_INFO: 3,
  VIDEOS: 4,
  IMAGES: 5,
  TAGS_6: 6,
  TAGS_7: 7,
  TAGS_8: 8,
  TAGS_9: 9,
  BUSINESS_SCOPE: 10,
  PRODUCTS: 11,
  PARTNERS: 12,
  HONORS: 13,
  DYNAMICS: 14,
  DELETED_DYNAMICS: 16,
  STOCK: 17,
  CUSTOM_MIN: 50,
} as const;

/** Dictionary codes the clients look up (spec 1 §7). */
export const DICTIONARY_CODES = [
  'chaolian1',
  'chain_qr_code',
  'chain_domain',
  'lingxiaoxi_url',
  'customer_service_account_list',
  'report_url',
  'group_template_type',
] as const;
