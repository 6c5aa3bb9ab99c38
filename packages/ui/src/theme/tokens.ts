/**
 * Seed tokens shared by every theme. Colour literals live only in the theme folder;
 * components read them from the styled-components theme or the CSS variables.
 */
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type Shade = (typeof SHADES)[number];
export type Palette = Record<Shade, string>;

export const neutral: Palette = {
  50: '#f7f8fa',
  100: '#f0f2f5',
  200: '#e4e7ec',
  300: '#d0d5dd',
  400: '#98a2b3',
  500: '#667085',
  600: '#475467',
  700: '#344054',
  800: '#1d2939',
  900: '#101828',
};

export const white = '#ffffff';
export const black = '#000000';

/** Font size scale in px; base 14 (spec 1 §2). */
export const fontSize = { xs: 12, sm: 13, md: 14, lg: 16, xl: 18, xxl: 20, h1: 24 } as const;
export const fontWeight = { regular: 400, medium: 500, bold: 600 } as const;
export const lineHeight = { tight: 1.3, normal: 1.5715 } as const;
export const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

/** Spacing scale in px. */
export const space = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 } as const;
export const radius = { sm: 2, md: 4, lg: 8, xl: 12, round: 9999 } as const;
export const shadow = {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
} as const;
export const zIndex = {
  base: 1,
  sticky: 100,
  dropdown: 1050,
  dialog: 1000,
  popover: 1060,
  tooltip: 1070,
  toast: 1080,
  fullscreen: 1090,
} as const;

/** Dialog widths from spec 1 §2/§9 and spec 2 §9. */
export const DIALOG_WIDTHS = [456, 540, 576, 673, 705, 760, 800, 1140] as const;
export type DialogWidth = (typeof DIALOG_WIDTHS)[number];

/** Status colours; stock up is red and down is green (Chinese market convention). */
export const status = {
  danger: '#b42318',
  dangerBg: '#fef3f2',
  success: '#067647',
  successBg: '#ecfdf3',
  warning: '#b54708',
  warningBg: '#fffaeb',
  up: '#d9262c',
  down: '#08803f',
  flat: '#475467',
} as const;

/** Backgrounds for logos without an image, chosen by companyId. Each passes 4.5:1 with white. */
export const logoBackgrounds = [
  '#1d5fd6',
  '#0e7a6e',
  '#b24a0c',
  '#7a3fc4',
  '#b42346',
  '#2f6b2a',
  '#8a5a00',
  '#0b6e99',
];

/** Series colours for charts after the brand colour. */
export const chartSeries = ['#3a7bd5', '#22a06b', '#f5a623', '#e5484d', '#8e4ec6', '#12a594'];
