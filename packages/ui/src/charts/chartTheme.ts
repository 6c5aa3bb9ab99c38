import type { DefaultTheme } from 'styled-components';

/** The one place that turns the ui theme into echarts colours and text styles. */
export function chartColors(theme: DefaultTheme) {
  const c = theme.colors;
  return {
    brand: c.brand[500],
    brandLight: c.brand[100],
    text: c.text,
    textSecondary: c.textSecondary,
    axis: c.neutral[300],
    split: c.neutral[100],
    surface: c.surface,
    up: c.up,
    down: c.down,
    series: c.series,
    textStyle: { fontFamily: theme.font.family, fontSize: theme.font.size.xs, color: c.textSecondary },
  };
}

/** Tooltip kept inside the chart's own root so it also works in shadow DOM. */
export function confinedTooltip(theme: DefaultTheme) {
  return {
    confine: true,
    appendToBody: false,
    backgroundColor: theme.colors.surface,
    borderColor: theme.colors.border,
    textStyle: { color: theme.colors.text, fontSize: theme.font.size.xs, fontFamily: theme.font.family },
  };
}
