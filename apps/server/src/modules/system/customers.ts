import type { CustomerDetail } from '@platform/contracts';
import { FALLBACK_PLATFORM_NAME, FALLBACK_SERVICE_PHONE } from '@platform/contracts';
import type { Queryable } from '../../db/db';

export interface CustomerRow {
  customer_code: string;
  platform_name: string;
  customer_service_phone: string;
  customer_logo: string;
  customer_address: string;
  customer_record: string;
  customer_license: string;
  company_name: string;
  oem_setting: Record<string, unknown>;
  theme: 'blue' | 'common';
  brand_color: string;
  domain: string | null;
}

/** The customer configured for a host name; unknown hosts get the default customer. */
export async function customerForDomain(db: Queryable, domain: string | undefined): Promise<CustomerRow> {
  const host = normaliseDomain(domain);
  const [row] = await db.query<CustomerRow>(
    `select c.*, d.domain from customers c
     left join customer_domains d on d.customer_code = c.customer_code and d.domain = $1
     where d.domain is not null or c.is_default
     order by (d.domain is not null) desc limit 1`,
    [host],
  );
  if (!row) throw new Error('no default customer configured (the seed did not run?)');
  return row;
}

/** `Example.COM:8080` and `https://example.com/x` both mean `example.com`. */
export function normaliseDomain(domain: string | undefined): string {
  if (!domain) return '';
  const host =
    domain
      .trim()
      .toLowerCase()
      .replace(/^[a-z]+:\/\//, '')
      .split('/')[0] ?? '';
  return host.replace(/:\d+$/, '');
}

export async function customerDetail(db: Queryable, domain: string | undefined): Promise<CustomerDetail> {
  const c = await customerForDomain(db, domain);
  const items = await db.query<{
    config_type: 'menu' | 'service';
    config_key: string;
    config_name: string;
    checked: boolean;
    sort: number;
  }>(
    `select config_type, config_key, config_name, checked, sort from customer_config_items
     where customer_code = $1 order by config_type, sort, config_key`,
    [c.customer_code],
  );
  return {
    customerCode: c.customer_code,
    platformName: c.platform_name || FALLBACK_PLATFORM_NAME,
    customerServicePhone: c.customer_service_phone || FALLBACK_SERVICE_PHONE,
    customerLogo: c.customer_logo,
    customerAddress: c.customer_address,
    customerRecord: c.customer_record,
    customerLicense: c.customer_license,
    companyName: c.company_name,
    oemSetting: JSON.stringify(c.oem_setting ?? {}),
    theme: c.theme,
    brandColor: c.brand_color,
    domain: c.domain ?? normaliseDomain(domain),
    configItemVos: items.map((i) => ({
      configName: i.config_name,
      configKey: i.config_key,
      configType: i.config_type,
      checked: i.checked ? 'true' : 'false',
      sort: i.sort,
    })),
  };
}
