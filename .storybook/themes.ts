import { blueTheme, commonTheme, createTheme, type UiTheme } from '@platform/ui';

/** Toolbar themes: the two built-ins and a white-label sample with another brand colour. */
export const storyThemes: Record<string, UiTheme> = {
  blue: blueTheme,
  common: commonTheme,
  oem: createTheme({ theme: 'blue', brandColor: '#c2410c', platformName: '示例白标平台' }),
};
