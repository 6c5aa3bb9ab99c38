import { describe, expect, it } from 'vitest';
import { contrast } from './color';
import { createBrand, parseCustomerLogo } from './brand';
import { createTheme } from './createTheme';
import { themeToCss, themeToCssVariables } from './cssVariables';
import { SHADES } from './tokens';

describe('createTheme', () => {
  it('defaults to the blue theme with bar #0659E6', () => {
    const theme = createTheme();
    expect(theme.name).toBe('blue');
    expect(theme.colors.bar).toBe('#0659e6');
    expect(theme.font.size.md).toBe(14);
  });

  it.each(['#0659E6', '#f97316', '#facc15', '#16a34a', '#7c3aed', '#111111', '#e0f2fe'])(
    'makes a readable palette from %s',
    (brand) => {
      const theme = createTheme({ theme: 'common', brandColor: brand });
      expect(theme.colors.brand[500]).toBe(brand.toLowerCase());
      for (const shade of SHADES) {
        expect(contrast(theme.colors.brand[shade], theme.colors.onBrand[shade])).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(theme.colors.brandInk, theme.colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(theme.components.pagination.activeBg).toBe(theme.colors.brand[500]);
      expect(theme.components.pagination.activeText).toBe(theme.colors.onBrand[500]);
    },
  );

  it('falls back on an invalid brand colour and parses the customer logo', () => {
    expect(createTheme({ brandColor: 'red' }).colors.brand[500]).toBe('#0659e6');
    expect(parseCustomerLogo('logo=https://a/l.png&logo2=https://a/2.png')).toBe('https://a/l.png');
    expect(createBrand({ customerLogo: 'https://a/x.png', platformName: 'OEM' })).toEqual({
      platformName: 'OEM',
      logo: 'https://a/x.png',
    });
  });

  it('emits CSS variables on :root and :host', () => {
    const theme = createTheme();
    expect(themeToCssVariables(theme)['--pf-brand-500']).toBe('#0659e6');
    const css = themeToCss(theme);
    expect(css.startsWith(':root, :host {')).toBe(true);
    expect(css).toContain('--pf-font-size-md: 14px;');
    expect(css).toContain('--pf-pagination-active-bg: #0659e6;');
  });
});
