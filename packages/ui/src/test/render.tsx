import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiConfigProvider, type UiLocale } from '../locale';
import { blueTheme, ThemeProvider, type UiTheme } from '../theme';

/** Renders inside the theme and locale providers, as the portal does. */
export function renderUi(
  ui: ReactElement,
  {
    theme = blueTheme,
    locale = 'zh',
    ...options
  }: RenderOptions & { theme?: UiTheme; locale?: UiLocale } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <ThemeProvider theme={theme}>
        <UiConfigProvider locale={locale}>{children}</UiConfigProvider>
      </ThemeProvider>
    ),
    ...options,
  });
}
