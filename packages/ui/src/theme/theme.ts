import { withAlpha } from './color';
import { componentTokens, type ComponentTokens } from './components';
import { createPalette, inkShade, textColors } from './palette';
import {
  chartSeries,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  logoBackgrounds,
  neutral,
  radius,
  shadow,
  space,
  status,
  white,
  zIndex,
  type Palette,
} from './tokens';

export type ThemeName = 'blue' | 'common';

export interface UiTheme {
  /** Built-in theme the customer picked; `blue` has a brand-coloured top bar. */
  name: ThemeName;
  colors: {
    brand: Palette;
    /** Readable text colour on each brand shade. */
    onBrand: Palette;
    /** Brand colour dark enough for text and icons on white (4.5:1). */
    brandInk: string;
    neutral: Palette;
    bar: string;
    barText: string;
    text: string;
    textSecondary: string;
    textDisabled: string;
    textInverse: string;
    page: string;
    surface: string;
    muted: string;
    border: string;
    borderStrong: string;
    mask: string;
    focus: string;
    danger: string;
    dangerBg: string;
    success: string;
    successBg: string;
    warning: string;
    warningBg: string;
    up: string;
    down: string;
    flat: string;
    logo: readonly string[];
    series: readonly string[];
  };
  font: { family: string; size: typeof fontSize; weight: typeof fontWeight; lineHeight: typeof lineHeight };
  space: typeof space;
  radius: typeof radius;
  shadow: typeof shadow;
  z: typeof zIndex;
  /** Per-component tokens derived from the alias tokens above (./components.ts). */
  components: ComponentTokens;
}

export const DEFAULT_BRAND: Record<ThemeName, string> = { blue: '#0659E6', common: '#1d64d8' };

export function buildTheme(name: ThemeName, brandColor: string): UiTheme {
  const brand = createPalette(brandColor);
  const onBrand = textColors(brand);
  const alias = {
    name,
    colors: {
      brand,
      onBrand,
      brandInk: inkShade(brand),
      neutral,
      bar: name === 'blue' ? brand[500] : white,
      barText: name === 'blue' ? onBrand[500] : neutral[800],
      text: neutral[900],
      textSecondary: neutral[600],
      textDisabled: neutral[400],
      textInverse: white,
      page: neutral[50],
      surface: white,
      muted: neutral[100],
      border: neutral[200],
      borderStrong: neutral[500],
      mask: withAlpha(neutral[900], 0.45),
      focus: withAlpha(brand[500], 0.35),
      ...status,
      logo: logoBackgrounds,
      series: [brand[500], ...chartSeries],
    },
    font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
    space,
    radius,
    shadow,
    z: zIndex,
  };
  return { ...alias, components: componentTokens(alias) };
}

export const blueTheme: UiTheme = buildTheme('blue', DEFAULT_BRAND.blue);
export const commonTheme: UiTheme = buildTheme('common', DEFAULT_BRAND.common);
export const themes: Record<ThemeName, UiTheme> = { blue: blueTheme, common: commonTheme };
