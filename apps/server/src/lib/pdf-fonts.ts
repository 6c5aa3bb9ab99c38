import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The CJK font of every PDF the server draws ships with `npm install`
 * (@expo-google-fonts/noto-sans-sc, static TrueType Noto Sans SC, SIL OFL): no system font is
 * needed. pdfkit embeds a subset of the glyphs a document uses with a ToUnicode map, so the text
 * stays selectable and `pdftotext` reads it back.
 */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The regular and bold faces, read once per process. */
export function cjkFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return fonts;
}
