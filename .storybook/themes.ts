import { blueTheme, commonTheme, createBrand, createTheme, type Brand, type UiTheme } from '@platform/ui';

/** Toolbar themes: the two built-ins and a white-label sample with another brand colour. */
export const storyThemes: Record<string, UiTheme> = {
  blue: blueTheme,
  common: commonTheme,
  oem: createTheme({ theme: 'blue', brandColor: '#c2410c' }),
};

/** Brand content per toolbar theme (the white-label sample has its own name). */
export const storyBrands: Record<string, Brand> = {
  blue: createBrand({ platformName: '产业链数智云平台' }),
  common: createBrand({ platformName: '产业链数智云平台' }),
  oem: createBrand({ platformName: '示例白标平台' }),
};
