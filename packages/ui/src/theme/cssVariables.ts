import type { UiTheme } from './theme';

const PREFIX = '--pf';

/** Every token as a CSS custom property, so shadow-DOM widgets and charts read the same values. */
export function themeToCssVariables(theme: UiTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  const c = theme.colors;
  for (const [shade, value] of Object.entries(c.brand)) vars[`${PREFIX}-brand-${shade}`] = value;
  for (const [shade, value] of Object.entries(c.onBrand)) vars[`${PREFIX}-on-brand-${shade}`] = value;
  for (const [shade, value] of Object.entries(c.neutral)) vars[`${PREFIX}-neutral-${shade}`] = value;
  for (const [key, value] of Object.entries(c)) {
    if (typeof value === 'string') vars[`${PREFIX}-color-${kebab(key)}`] = value;
  }
  for (const [key, value] of Object.entries(theme.font.size))
    vars[`${PREFIX}-font-size-${key}`] = `${value}px`;
  vars[`${PREFIX}-font-family`] = theme.font.family;
  for (const [key, value] of Object.entries(theme.space)) vars[`${PREFIX}-space-${key}`] = `${value}px`;
  for (const [key, value] of Object.entries(theme.radius)) vars[`${PREFIX}-radius-${key}`] = `${value}px`;
  for (const [key, value] of Object.entries(theme.shadow)) vars[`${PREFIX}-shadow-${key}`] = value;
  for (const [key, value] of Object.entries(theme.z)) vars[`${PREFIX}-z-${key}`] = String(value);
  for (const [name, tokens] of Object.entries(theme.components))
    for (const [key, value] of Object.entries(tokens))
      vars[`${PREFIX}-${name}-${kebab(key)}`] = typeof value === 'number' ? `${value}px` : value;
  return vars;
}

/** The variables as one CSS rule; default selector covers documents and shadow roots. */
export function themeToCss(theme: UiTheme, selector = ':root, :host'): string {
  const body = Object.entries(themeToCssVariables(theme))
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `${selector} {\n${body}\n}`;
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (m) => '-' + m.toLowerCase());
}
