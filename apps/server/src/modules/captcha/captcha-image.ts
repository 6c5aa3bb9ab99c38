import { PNG } from 'pngjs';
import { randomInt } from 'node:crypto';

export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
/** The piece's bounding box: a 40 px square with a round tab on its top and right edges. */
export const PIECE_BOX = 50;
const SQUARE = 40;
const TAB = 7;

/** Is (px, py), relative to the piece box, inside the jigsaw shape? */
function inPiece(px: number, py: number): boolean {
  const inSquare = px >= 0 && px < SQUARE && py >= PIECE_BOX - SQUARE && py < PIECE_BOX;
  const topTab = (px - SQUARE / 2) ** 2 + (py - (PIECE_BOX - SQUARE)) ** 2 <= TAB ** 2;
  const rightTab = (px - SQUARE) ** 2 + (py - (PIECE_BOX - SQUARE / 2)) ** 2 <= TAB ** 2;
  return inSquare || topTab || rightTab;
}

function onEdge(px: number, py: number): boolean {
  if (!inPiece(px, py)) return false;
  return !inPiece(px - 1, py) || !inPiece(px + 1, py) || !inPiece(px, py - 1) || !inPiece(px, py + 1);
}

/** A random landscape of soft bands and discs, so the gap cannot be found by a flat colour. */
function paintBackground(png: PNG): void {
  const hue = randomInt(0, 360);
  const discs = Array.from({ length: 14 }, () => ({
    x: randomInt(0, CAPTCHA_WIDTH),
    y: randomInt(0, CAPTCHA_HEIGHT),
    r: randomInt(10, 45),
    shade: randomInt(-60, 60),
  }));
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      let light = 120 + Math.round(60 * Math.sin((x + y * 0.6) / 23) + 30 * Math.cos(y / 11));
      for (const d of discs) if ((x - d.x) ** 2 + (y - d.y) ** 2 <= d.r ** 2) light += d.shade;
      light += randomInt(-12, 13);
      const [r, g, b] = hsl(hue + x / 4, 0.45, Math.min(235, Math.max(25, light)) / 255);
      const i = (y * CAPTCHA_WIDTH + x) * 4;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const dataUrl = (png: PNG) => `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;

export interface Puzzle {
  x: number;
  y: number;
  background: string;
  piece: string;
}

/** Draws a background with a jigsaw-shaped gap at a random x, and the matching piece. */
export function drawPuzzle(): Puzzle {
  const x = randomInt(PIECE_BOX + 10, CAPTCHA_WIDTH - PIECE_BOX - 5);
  const y = randomInt(5, CAPTCHA_HEIGHT - PIECE_BOX - 5);
  const bg = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  paintBackground(bg);
  const piece = new PNG({ width: PIECE_BOX, height: PIECE_BOX });
  for (let py = 0; py < PIECE_BOX; py++) {
    for (let px = 0; px < PIECE_BOX; px++) {
      if (!inPiece(px, py)) continue;
      const src = ((y + py) * CAPTCHA_WIDTH + (x + px)) * 4;
      const dst = (py * PIECE_BOX + px) * 4;
      const edge = onEdge(px, py);
      for (let c = 0; c < 3; c++) {
        const v = bg.data[src + c] ?? 0;
        piece.data[dst + c] = edge ? 255 : v;
        bg.data[src + c] = edge ? 230 : Math.round(v * 0.45);
      }
      piece.data[dst + 3] = 255;
    }
  }
  return { x, y, background: dataUrl(bg), piece: dataUrl(piece) };
}
