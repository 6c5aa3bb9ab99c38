import type { CustomerDetail } from '@platform/contracts';
import { isHexColor } from './color';
import { buildTheme, DEFAULT_BRAND, type UiTheme } from './theme';

/** The look of a customer configuration; its name and logo go to the BrandProvider (./brand.tsx). */
export type ThemeConfig = Partial<Pick<CustomerDetail, 'theme' | 'brandColor'>>;

/** White label: a customer configuration (or any subset of it) -> a full theme. */
export function createTheme(config: ThemeConfig = {}): UiTheme {
  const name = config.theme === 'common' ? 'common' : 'blue';
  const brand =
    config.brandColor && isHexColor(config.brandColor)
      ? normaliseHex(config.brandColor)
      : DEFAULT_BRAND[name];
  return buildTheme(name, brand);
}

function normaliseHex(value: string): string {
  const hex = value.trim().replace(/^#/, '');
  return '#' + (hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex).toLowerCase();
}
