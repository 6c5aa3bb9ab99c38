import sharp from 'sharp';
import { fileUrl } from '@platform/contracts';

/** Who "uploaded" the covers: lina, the administrator of demo organisation 200001. */
const OWNER = { userId: '1000000000000000003', tenantId: '200001' } as const;
const WIDTH = 1200;
const HEIGHT = 675;

/** One palette per demo theme (publications.ts THEMES, same order): background pair and accent. */
const PALETTES = [
  ['#0b3d91', '#1677ff', '#7fd1ff'],
  ['#2b1055', '#7b2ff7', '#f7b2ff'],
  ['#064e3b', '#10b981', '#a7f3d0'],
  ['#1f2937', '#2563eb', '#fbbf24'],
  ['#7c2d12', '#ea580c', '#fde68a'],
  ['#134e4a', '#0891b2', '#e0f2fe'],
] as const;

/** The cover of theme `index`: its URL is stable, so the publications can name it before it is stored. */
export const demoCoverId = (index: number) =>
  `d3e0c0de-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
export const demoCoverUrl = (index: number) => fileUrl(demoCoverId(index));

/** An abstract chain picture: nodes joined by links over a gradient (drawn, no text, no fonts needed). */
function coverSvg(index: number): string {
  const [from, to, accent] = PALETTES[index % PALETTES.length]!;
  const nodes = Array.from({ length: 7 }, (_, i) => ({
    x: 150 + i * 150,
    y: 337 + Math.round(Math.sin(i * 1.3 + index) * 150),
    r: 26 + ((i * 7 + index * 3) % 4) * 8,
  }));
  const links = nodes
    .slice(1)
    .map((node, i) => `<line x1="${nodes[i]!.x}" y1="${nodes[i]!.y}" x2="${node.x}" y2="${node.y}"/>`)
    .join('');
  const circles = nodes.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="${n.r}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g stroke="${accent}" stroke-width="6" stroke-opacity="0.7">${links}</g>
  <g fill="${accent}" fill-opacity="0.9">${circles}</g>
</svg>`;
}

/** The six theme covers as WebP pictures, rendered the same on every start. */
export async function demoCovers() {
  return Promise.all(
    PALETTES.map(async (_, index) => ({
      id: demoCoverId(index),
      ...OWNER,
      name: `cover-${index + 1}.webp`,
      mime: 'image/webp',
      width: WIDTH,
      height: HEIGHT,
      bytes: await sharp(Buffer.from(coverSvg(index)))
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
}
