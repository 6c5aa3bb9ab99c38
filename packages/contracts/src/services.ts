/** Service path prefixes (the spec's <auth>, {p}-system and so on). */
export const SERVICE = {
  auth: '/api/platform-auth',
  system: '/api/platform-system',
  pay: '/api/platform-pay',
  im: '/api/platform-im',
  vcard: '/api/platform-vcard',
  chain: '/api/platform-chain',
  bigdata: '/api/platform-bigdata',
  report: '/api/platform-report',
  resource: '/api/platform-resource',
  algorithm: '/api/platform-algorithm',
  preciseBusiness: '/api/platform-precise-business',
  preciseCustomer: '/api/platform-precise-customer',
} as const;
