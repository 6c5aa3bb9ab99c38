import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as ScThemeProvider } from 'styled-components';
import { themeToCss } from './cssVariables';
import type { UiTheme } from './theme';

const Variables = createGlobalStyle<{ $css: string }>`
  ${({ $css }) => $css}
`;

/** Emits the theme as CSS variables on `:root, :host` (or `selector`). */
export function ThemeVariables({ theme, selector }: { theme: UiTheme; selector?: string }) {
  return <Variables $css={themeToCss(theme, selector)} />;
}

export interface ThemeProviderProps {
  theme: UiTheme;
  /** Also emit the CSS variables (default true). */
  cssVariables?: boolean;
  children?: ReactNode;
}

export function ThemeProvider({ theme, cssVariables = true, children }: ThemeProviderProps) {
  return (
    <ScThemeProvider theme={theme}>
      {cssVariables && <ThemeVariables theme={theme} />}
      {children}
    </ScThemeProvider>
  );
}
