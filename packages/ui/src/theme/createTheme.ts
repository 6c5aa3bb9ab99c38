import type { CustomerDetail } from '@platform/contracts';
import { isHexColor } from './color';
import { buildTheme, DEFAULT_BRAND, type UiTheme } from './theme';

export type ThemeConfig = Partial<
  Pick<CustomerDetail, 'theme' | 'brandColor' | 'platformName' | 'customerLogo'>
>;

/** `logo=a.png&logo2=b.png` (spec 1 §3) or a bare URL -> the first logo URL. */
export function parseCustomerLogo(customerLogo = ''): string {
  const value = customerLogo.trim();
  if (!value.includes('=')) return value;
  const params = new URLSearchParams(value);
  return params.get('logo') ?? '';
}

/** White label: a customer configuration (or any subset of it) -> a full theme. */
export function createTheme(config: ThemeConfig = {}): UiTheme {
  const name = config.theme === 'common' ? 'common' : 'blue';
  const brand =
    config.brandColor && isHexColor(config.brandColor)
      ? normaliseHex(config.brandColor)
      : DEFAULT_BRAND[name];
  return buildTheme(name, brand, config.platformName ?? '', parseCustomerLogo(config.customerLogo));
}

function normaliseHex(value: string): string {
  const hex = value.trim().replace(/^#/, '');
  return '#' + (hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex).toLowerCase();
}
