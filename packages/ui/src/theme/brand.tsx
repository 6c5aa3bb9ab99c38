import type { CustomerDetail } from '@platform/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** Brand content of a white-label customer: what the kit shows, not how it looks (that is the theme). */
export interface Brand {
  /** Platform name for titles and alt texts, e.g. 产业链数智云平台. */
  platformName: string;
  /** First logo URL of the customer configuration, or ''. */
  logo: string;
}

export type BrandConfig = Partial<Pick<CustomerDetail, 'platformName' | 'customerLogo'>> & {
  /** An already parsed logo URL; wins over `customerLogo`. */
  logo?: string;
};

/** `logo=a.png&logo2=b.png` (spec 1 §3) or a bare URL -> the first logo URL. */
export function parseCustomerLogo(customerLogo = ''): string {
  const value = customerLogo.trim();
  if (!value.includes('=')) return value;
  return new URLSearchParams(value).get('logo') ?? '';
}

/** A customer configuration (or any subset of it) -> its brand content. */
export function createBrand(config: BrandConfig = {}): Brand {
  return {
    platformName: config.platformName ?? '',
    logo: config.logo ?? parseCustomerLogo(config.customerLogo),
  };
}

const BrandContext = createContext<Brand>(createBrand());

/** Gives components the platform name and logo; independent of the theme, so a brand change never
 *  rebuilds the styled-components theme. */
export function BrandProvider({ brand, children }: { brand: Brand; children?: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): Brand {
  return useContext(BrandContext);
}
