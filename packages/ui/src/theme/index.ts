export * from './tokens';
export { contrast, mix, readableOn, withAlpha, isHexColor } from './color';
export { createPalette, textColors } from './palette';
export {
  blueTheme,
  commonTheme,
  themes,
  buildTheme,
  DEFAULT_BRAND,
  type UiTheme,
  type ThemeName,
} from './theme';
export { createTheme, type ThemeConfig } from './createTheme';
export {
  BrandProvider,
  createBrand,
  parseCustomerLogo,
  useBrand,
  type Brand,
  type BrandConfig,
} from './brand';
export { componentTokens, type ComponentTokens } from './components';
export { themeToCssVariables, themeToCss } from './cssVariables';
export { ThemeProvider, ThemeVariables, type ThemeProviderProps } from './ThemeProvider';
export { focusRing, reducedMotion } from './mixins';
export type {} from './styled';
