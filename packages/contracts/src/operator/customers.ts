import { z } from 'zod';
import type { Route } from '../route';
import { SERVICE } from '../services';

const O = `${SERVICE.system}/operator/customers`;

/**
 * The operator's white-label customers (issue 32 item 1; spec 1 §3 Customer configuration;
 * docs/operator.md "Customers"). Ours: the spec names no console.
 */
export const operatorCustomerRoutes = {
  /** Every customer, with its domains. */
  customers: { method: 'GET', path: `${O}`, auth: 'user' },
  /** One customer's whole configuration and the version read. */
  customerRead: { method: 'GET', path: `${O}/detail`, auth: 'user' },
  /** A new customer (its code chosen once). */
  customerCreate: { method: 'POST', path: `${O}/create`, auth: 'user' },
  /** A customer's configuration, at the version read. */
  customerSave: { method: 'POST', path: `${O}/save`, auth: 'user' },
  /** Who changed a customer, when, before and after. */
  customerHistory: { method: 'GET', path: `${O}/history`, auth: 'user' },
} as const satisfies Record<string, Route>;

/** Limits of a customer's configuration. */
export const CUSTOMER_LIMITS = {
  domainsMax: 20,
  domainMax: 253,
  platformNameMax: 40,
  logoUrlMax: 500,
  phoneMax: 30,
  addressMax: 200,
  recordMax: 100,
  licenseMax: 200,
  companyNameMax: 100,
  configItemsMax: 100,
  configNameMax: 30,
  footerPartnersMax: 12,
  footerPartnerNameMax: 40,
  footerPartnerUrlMax: 300,
  historyMax: 50,
} as const;
const L = CUSTOMER_LIMITS;

/** A brand colour is `#rrggbb`. */
export const BRAND_COLOUR = /^#[0-9a-fA-F]{6}$/;
/** A customer code: 2–32 letters or digits. */
export const CUSTOMER_CODE = /^[0-9A-Za-z]{2,32}$/;
const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
/** A host name (labels of letters, digits and inner hyphens), `localhost` or an IPv4 address. */
export const HOST_NAME = new RegExp(
  `^(?:localhost|(?:\\d{1,3}\\.){3}\\d{1,3}|(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59}))$`,
);
/** The host name as stored: trimmed, lower case; valid or not (checked by HOST_NAME). */
export const normaliseHostName = (value: string) => value.trim().toLowerCase().replace(/\.$/, '');
export const isHostName = (value: string) => {
  const host = normaliseHostName(value);
  if (host.length > L.domainMax || !HOST_NAME.test(host)) return false;
  return !/^\d/.test(host) || !/^[\d.]+$/.test(host) || host.split('.').every((n) => Number(n) <= 255);
};

export const customerThemeSchema = z.enum(['blue', 'common']);
export const customerConfigItemSchema = z.object({
  configType: z.enum(['menu', 'service']),
  configKey: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/),
  configName: z.string().trim().min(1).max(L.configNameMax),
  checked: z.boolean(),
  sort: z.coerce.number().int().min(0).max(999),
});
export type CustomerConfigItem = z.infer<typeof customerConfigItemSchema>;
export const footerPartnerSchema = z.object({
  name: z.string().trim().min(1).max(L.footerPartnerNameMax),
  /** Empty, or an http(s) address. */
  url: z
    .string()
    .trim()
    .max(L.footerPartnerUrlMax)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'an http(s) address'),
});
export type FooterPartner = z.infer<typeof footerPartnerSchema>;
const logoUrl = z.string().trim().max(L.logoUrlMax);

/**
 * What the operator edits. Domains and the brand colour are checked by the server with their own
 * messages (operatorDomainInvalid, operatorColourInvalid); a logo is an image uploaded through the
 * files module (operatorLogoInvalid), or the one already stored.
 */
export const customerFormSchema = z.object({
  domains: z.array(z.string().trim().max(L.domainMax)).max(L.domainsMax),
  platformName: z.string().trim().min(1).max(L.platformNameMax),
  logos: z.object({ logo: logoUrl, logo2: logoUrl, logo3: logoUrl }),
  servicePhone: z.string().trim().max(L.phoneMax),
  address: z.string().trim().max(L.addressMax),
  record: z.string().trim().max(L.recordMax),
  license: z.string().trim().max(L.licenseMax),
  companyName: z.string().trim().max(L.companyNameMax),
  theme: customerThemeSchema,
  brandColor: z.string().trim().max(32),
  oem: z.object({
    indexFlag: z.coerce.number().int().min(0).max(9),
    vipServicesFlag: z.coerce.number().int().min(0).max(1),
  }),
  configItems: z.array(customerConfigItemSchema).max(L.configItemsMax),
  footerPartners: z.array(footerPartnerSchema).max(L.footerPartnersMax),
});
export type CustomerForm = z.infer<typeof customerFormSchema>;

export const customerCodeInput = z.object({ code: z.string().trim().min(1).max(32) });
export const operatorCustomerCreateInput = customerFormSchema.extend({
  code: z.string().trim().min(1).max(32),
});
export type OperatorCustomerCreateInput = z.infer<typeof operatorCustomerCreateInput>;
export const operatorCustomerSaveInput = customerFormSchema.extend({
  code: z.string().trim().min(1).max(32),
  version: z.coerce.number().int().min(0),
});
export type OperatorCustomerSaveInput = z.infer<typeof operatorCustomerSaveInput>;

export const operatorCustomerSchema = customerFormSchema.extend({
  code: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type OperatorCustomer = z.infer<typeof operatorCustomerSchema>;
export const operatorCustomerSummarySchema = z.object({
  code: z.string(),
  platformName: z.string(),
  domains: z.array(z.string()),
  theme: customerThemeSchema,
  brandColor: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
});
export type OperatorCustomerSummary = z.infer<typeof operatorCustomerSummarySchema>;
export const operatorCustomersSchema = z.array(operatorCustomerSummarySchema);

export const customerChangeSchema = z.object({
  id: z.string(),
  at: z.string(),
  userName: z.string(),
  /** Null when the change made the customer. */
  before: customerFormSchema.partial().nullable(),
  after: customerFormSchema.partial(),
});
export type CustomerChange = z.infer<typeof customerChangeSchema>;
export const customerHistorySchema = z.array(customerChangeSchema);
