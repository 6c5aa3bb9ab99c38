import type { CustomerDetail, OemSetting } from '@platform/contracts';
import {
  DEFAULT_CUSTOMER_CODE,
  FALLBACK_PLATFORM_NAME,
  FALLBACK_SERVICE_PHONE,
} from '@platform/contracts/constants';

/** The customer configuration as the shell uses it, with the spec's fallbacks applied. */
export interface CustomerView {
  customerCode: string;
  isDefaultCustomer: boolean;
  platformName: string;
  servicePhone: string;
  logos: { logo: string; logo2: string; logo3: string };
  address: string;
  record: string;
  license: string;
  companyName: string;
  oem: Required<OemSetting>;
  theme: 'blue' | 'common';
  brandColor: string;
  menuKeys: string[];
  /** Configured menu entries in order, discover first, with the customer's names. */
  menu: { key: string; name: string }[];
  services: { id: string; name: string }[];
  /** The footer's partners the operator set (docs/operator.md "Customers"); none: the default list. */
  footerPartners: { name: string; url: string }[];
}

export function parseLogos(customerLogo: string | undefined): CustomerView['logos'] {
  const value = (customerLogo ?? '').trim();
  if (value && !value.includes('=')) return { logo: value, logo2: value, logo3: value };
  const params = new URLSearchParams(value);
  const logo = params.get('logo') ?? '';
  return { logo, logo2: params.get('logo2') || logo, logo3: params.get('logo3') || logo };
}

export function parseOemSetting(raw: string | undefined): Required<OemSetting> {
  try {
    const value = JSON.parse(raw || '{}') as OemSetting;
    return { indexFlag: Number(value.indexFlag ?? 1), vipServicesFlag: Number(value.vipServicesFlag ?? 0) };
  } catch {
    return { indexFlag: 1, vipServicesFlag: 0 };
  }
}

const DISCOVER = 'discover';

/** Configured menu entries, checked 'true', by sort, with discover always first (spec 1 §2). */
export function menuKeysOf(detail: CustomerDetail | null | undefined): string[] {
  const keys = (detail?.configItemVos ?? [])
    .filter((item) => item.configType === 'menu' && item.checked === 'true')
    .sort((a, b) => a.sort - b.sort)
    .map((item) => item.configKey)
    .filter((key) => key !== DISCOVER);
  return [DISCOVER, ...keys];
}

export function menuOf(detail: CustomerDetail | null | undefined): { key: string; name: string }[] {
  const names = new Map(
    (detail?.configItemVos ?? [])
      .filter((i) => i.configType === 'menu')
      .map((i) => [i.configKey, i.configName]),
  );
  return menuKeysOf(detail).map((key) => ({ key, name: names.get(key) ?? '' }));
}

export function toCustomerView(detail: CustomerDetail | null | undefined): CustomerView {
  const customerCode = detail?.customerCode || DEFAULT_CUSTOMER_CODE;
  return {
    customerCode,
    isDefaultCustomer: customerCode === DEFAULT_CUSTOMER_CODE,
    platformName: detail?.platformName || FALLBACK_PLATFORM_NAME,
    servicePhone: detail?.customerServicePhone || FALLBACK_SERVICE_PHONE,
    logos: parseLogos(detail?.customerLogo),
    address: detail?.customerAddress ?? '',
    record: detail?.customerRecord ?? '',
    license: detail?.customerLicense ?? '',
    companyName: detail?.companyName ?? '',
    oem: parseOemSetting(detail?.oemSetting),
    theme: detail?.theme === 'common' ? 'common' : 'blue',
    brandColor: detail?.brandColor ?? '',
    menuKeys: menuKeysOf(detail),
    menu: menuOf(detail),
    services: (detail?.configItemVos ?? [])
      .filter((item) => item.configType === 'service' && item.checked === 'true')
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({ id: item.configKey, name: item.configName })),
    footerPartners: detail?.footerPartners ?? [],
  };
}

export function currentDomain(): string {
  return window.location.hostname;
}
