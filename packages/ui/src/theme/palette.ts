import { contrast, mix, readableOn } from './color';
import { black, neutral, white, type Palette, SHADES } from './tokens';

const LIGHTER: Record<number, number> = { 50: 0.92, 100: 0.84, 200: 0.68, 300: 0.5, 400: 0.26 };
const DARKER: Record<number, number> = { 600: 0.14, 700: 0.28, 800: 0.42, 900: 0.56 };

/** One brand colour -> a 50..900 scale with the brand itself at 500. */
export function createPalette(brand: string): Palette {
  const out = {} as Palette;
  for (const shade of SHADES) {
    if (shade === 500) out[shade] = mix(brand, brand, 0);
    else if (shade < 500) out[shade] = mix(brand, white, LIGHTER[shade]!);
    else out[shade] = mix(brand, black, DARKER[shade]!);
  }
  return out;
}

/** For each shade, the text colour (white or near-black) that reads best on it. */
export function textColors(palette: Palette): Palette {
  const out = {} as Palette;
  for (const shade of SHADES) {
    const bg = palette[shade];
    if (contrast(white, bg) >= 4.5) out[shade] = white;
    else if (contrast(neutral[900], bg) >= 4.5) out[shade] = neutral[900];
    else out[shade] = readableOn(bg, [white, black]);
  }
  return out;
}

/** The first shade from 500 darker that reaches `ratio` against `background` (for brand-coloured text). */
export function inkShade(palette: Palette, background = white, ratio = 4.5): string {
  for (const shade of [500, 600, 700, 800, 900] as const) {
    if (contrast(palette[shade], background) >= ratio) return palette[shade];
  }
  return palette[900];
}
