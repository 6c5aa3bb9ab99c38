import type { StoreOf, QueriesOf } from '../../db/module-store';

type Queries = QueriesOf<'accounts'>;

/**
 * The white-label customers as the operator console edits them (issue 32 item 1; docs/operator.md
 * "Customers"). Accounts owns the tables; the console's rules live in module operator.
 */
export interface CustomerConfig {
  domains: string[];
  platformName: string;
  logos: { logo: string; logo2: string; logo3: string };
  servicePhone: string;
  address: string;
  record: string;
  license: string;
  companyName: string;
  theme: 'blue' | 'common';
  brandColor: string;
  oem: { indexFlag: number; vipServicesFlag: number };
  configItems: Array<{
    configType: 'menu' | 'service';
    configKey: string;
    configName: string;
    checked: boolean;
    sort: number;
  }>;
  footerPartners: Array<{ name: string; url: string }>;
}

export interface StoredCustomer extends CustomerConfig {
  code: string;
  isDefault: boolean;
  version: number;
}

/** `logo=…&logo2=…&logo3=…` (spec 1 §3), as the portal parses it. */
export function logosOf(value: string): CustomerConfig['logos'] {
  const text = value.trim();
  if (text && !text.includes('=')) return { logo: text, logo2: '', logo3: '' };
  const params = new URLSearchParams(text);
  return {
    logo: params.get('logo') ?? '',
    logo2: params.get('logo2') ?? '',
    logo3: params.get('logo3') ?? '',
  };
}

function logoText(logos: CustomerConfig['logos']): string {
  const params = new URLSearchParams();
  for (const key of ['logo', 'logo2', 'logo3'] as const) if (logos[key]) params.set(key, logos[key]);
  return params.toString();
}

/** Every customer with its domains, the default first. */
export async function customerSummaries(db: Queries) {
  const [rows, domains] = await Promise.all([
    db
      .selectFrom('customers')
      .select(['customer_code', 'platform_name', 'theme', 'brand_color', 'is_default', 'version'])
      .orderBy('is_default', 'desc')
      .orderBy('customer_code')
      .execute(),
    db.selectFrom('customer_domains').select(['domain', 'customer_code']).orderBy('domain').execute(),
  ]);
  return rows.map((r) => ({
    code: r.customer_code,
    platformName: r.platform_name,
    domains: domains.filter((d) => d.customer_code === r.customer_code).map((d) => d.domain),
    theme: r.theme,
    brandColor: r.brand_color,
    isDefault: r.is_default,
    version: r.version,
  }));
}

/** One customer's whole configuration, or undefined. */
export async function storedCustomer(db: Queries, code: string): Promise<StoredCustomer | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('customer_code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const [domains, items] = await Promise.all([
    db
      .selectFrom('customer_domains')
      .select('domain')
      .where('customer_code', '=', code)
      .orderBy('domain')
      .execute(),
    db
      .selectFrom('customer_config_items')
      .select(['config_type', 'config_key', 'config_name', 'checked', 'sort'])
      .where('customer_code', '=', code)
      .orderBy('config_type')
      .orderBy('sort')
      .orderBy('config_key')
      .execute(),
  ]);
  const oem = row.oem_setting ?? {};
  return {
    code: row.customer_code,
    isDefault: row.is_default,
    version: row.version,
    domains: domains.map((d) => d.domain),
    platformName: row.platform_name,
    logos: logosOf(row.customer_logo),
    servicePhone: row.customer_service_phone,
    address: row.customer_address,
    record: row.customer_record,
    license: row.customer_license,
    companyName: row.company_name,
    theme: row.theme,
    brandColor: row.brand_color,
    oem: { indexFlag: Number(oem.indexFlag ?? 1), vipServicesFlag: Number(oem.vipServicesFlag ?? 0) },
    configItems: items.map((i) => ({
      configType: i.config_type,
      configKey: i.config_key,
      configName: i.config_name,
      checked: i.checked,
      sort: i.sort,
    })),
    footerPartners: Array.isArray(row.footer_partners) ? row.footer_partners : [],
  };
}

/** Which customers hold any of these domains (other than `except`). */
export async function domainHolders(db: Queries, domains: readonly string[], except: string) {
  if (!domains.length) return [];
  return db
    .selectFrom('customer_domains')
    .select(['domain', 'customer_code'])
    .where('domain', 'in', [...domains])
    .where('customer_code', '!=', except)
    .execute();
}

function columnsOf(c: CustomerConfig) {
  return {
    platform_name: c.platformName,
    customer_service_phone: c.servicePhone,
    customer_logo: logoText(c.logos),
    customer_address: c.address,
    customer_record: c.record,
    customer_license: c.license,
    company_name: c.companyName,
    theme: c.theme,
    brand_color: c.brandColor,
    footer_partners: JSON.stringify(c.footerPartners),
  };
}

export type CustomerWrite =
  | { ok: true }
  | { ok: false; reason: 'stale' | 'exists' | 'missing' }
  | { ok: false; reason: 'domainTaken'; domain: string; holder: string };

/**
 * Writes a customer's configuration in one transaction with its history row: a new customer
 * (`version` undefined) or the one at the version read. Nothing is written when the version moved,
 * the code exists already, or a domain belongs to another customer.
 */
export async function writeCustomer(
  store: StoreOf<'accounts'>,
  code: string,
  version: number | undefined,
  config: CustomerConfig,
  who: { userId: string; userName: string },
): Promise<CustomerWrite> {
  return store.transaction(async ({ db: tx }): Promise<CustomerWrite> => {
    const before = await storedCustomer(tx, code);
    const oem = (before && (await oemOf(tx, code))) ?? {};
    const taken = (await domainHolders(tx, config.domains, code))[0];
    if (taken) return { ok: false, reason: 'domainTaken', domain: taken.domain, holder: taken.customer_code };
    if (version === undefined) {
      if (before) return { ok: false, reason: 'exists' };
      await tx
        .insertInto('customers')
        .values({
          customer_code: code,
          ...columnsOf(config),
          oem_setting: JSON.stringify(config.oem),
        })
        .execute();
    } else {
      if (!before) return { ok: false, reason: 'missing' };
      const updated = await tx
        .updateTable('customers')
        .set((eb) => ({
          ...columnsOf(config),
          oem_setting: JSON.stringify({ ...oem, ...config.oem }),
          version: eb('version', '+', 1),
        }))
        .where('customer_code', '=', code)
        .where('version', '=', version)
        .returning('customer_code')
        .executeTakeFirst();
      if (!updated) return { ok: false, reason: 'stale' };
    }
    await tx.deleteFrom('customer_domains').where('customer_code', '=', code).execute();
    if (config.domains.length)
      await tx
        .insertInto('customer_domains')
        .values(config.domains.map((domain) => ({ domain, customer_code: code })))
        .execute();
    await tx.deleteFrom('customer_config_items').where('customer_code', '=', code).execute();
    if (config.configItems.length)
      await tx
        .insertInto('customer_config_items')
        .values(
          config.configItems.map((i) => ({
            customer_code: code,
            config_type: i.configType,
            config_key: i.configKey,
            config_name: i.configName,
            checked: i.checked,
            sort: i.sort,
          })),
        )
        .execute();
    await tx
      .insertInto('customer_changes')
      .values({
        customer_code: code,
        user_id: who.userId,
        user_name: who.userName,
        before: before ? JSON.stringify(configOf(before)) : null,
        after: JSON.stringify(config),
      })
      .execute();
    return { ok: true };
  });
}

async function oemOf(db: Queries, code: string) {
  const row = await db
    .selectFrom('customers')
    .select('oem_setting')
    .where('customer_code', '=', code)
    .executeTakeFirst();
  return row?.oem_setting;
}

/** The configuration without the code, default flag and version (what the history keeps). */
export function configOf(c: StoredCustomer): CustomerConfig {
  const { code: _code, isDefault: _default, version: _version, ...config } = c;
  return config;
}

/** A customer's changes, newest first. */
export function customerChanges(db: Queries, code: string, limit: number) {
  return db
    .selectFrom('customer_changes')
    .select(['id', 'user_name', 'changed_at', 'before', 'after'])
    .where('customer_code', '=', code)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
