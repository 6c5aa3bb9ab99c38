import { getInstanceByDom } from 'echarts/core';

/** A text echarts drew, with its box in the chart's pixels. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Sector {
  cx: number;
  cy: number;
  r0: number;
  r: number;
  startAngle: number;
  endAngle: number;
  clockwise: boolean;
}

interface Displayable {
  type: string;
  parent?: unknown;
  style?: { text?: string };
  shape?: Partial<Sector>;
  invisible?: boolean;
  getBoundingRect(): { clone(): Box };
  getComputedTransform(): number[] | null;
}
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  applyTransform(m: number[]): void;
}

function displayList(container: HTMLElement): Displayable[] {
  const chart = getInstanceByDom(container);
  if (!chart) throw new Error('no chart in this container');
  const zr = chart.getZr() as unknown as { storage: { getDisplayList(update: boolean): Displayable[] } };
  return zr.storage.getDisplayList(true).filter((el) => !el.invisible);
}

/**
 * Every non-empty text the chart drew (labels, values, titles) with its on-screen box; the lines
 * of one wrapped text are one text.
 */
export function drawnTexts(container: HTMLElement): DrawnText[] {
  const byText = new Map<unknown, DrawnText>();
  for (const el of displayList(container)) {
    if ((el.type !== 'tspan' && el.type !== 'text') || (el.style?.text ?? '').trim() === '') continue;
    const box = el.getBoundingRect().clone();
    const m = el.getComputedTransform();
    if (m) box.applyTransform(m);
    const owner = el.parent ?? el;
    const seen = byText.get(owner);
    if (!seen) {
      byText.set(owner, { text: el.style!.text!, x: box.x, y: box.y, width: box.width, height: box.height });
      continue;
    }
    const right = Math.max(seen.x + seen.width, box.x + box.width);
    const bottom = Math.max(seen.y + seen.height, box.y + box.height);
    seen.text = `${seen.text} ${el.style!.text!}`;
    seen.x = Math.min(seen.x, box.x);
    seen.y = Math.min(seen.y, box.y);
    seen.width = right - seen.x;
    seen.height = bottom - seen.y;
  }
  return [...byText.values()];
}

/** The ring sectors the chart drew (a gauge's axis line and progress). */
export function drawnSectors(container: HTMLElement): Sector[] {
  return displayList(container)
    .filter((el) => el.type === 'sector' && el.shape && (el.shape.r0 ?? 0) > 0)
    .map((el) => el.shape as Sector);
}

/** Boxes closer than `gap` px on both axes read as one (a value touching a tick label). */
const crowded = (a: DrawnText, b: DrawnText, gap: number) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

/** Pairs of drawn texts less than `gap` px apart, as "a × b". */
export function collidingTexts(texts: DrawnText[], gap = 8): string[] {
  const pairs: string[] = [];
  texts.forEach((a, i) =>
    texts.slice(i + 1).forEach((b) => crowded(a, b, gap) && pairs.push(`${a.text} × ${b.text}`)),
  );
  return pairs;
}

const TAU = Math.PI * 2;
const norm = (angle: number) => ((angle % TAU) + TAU) % TAU;

function inSector(s: Sector, x: number, y: number): boolean {
  const d = Math.hypot(x - s.cx, y - s.cy);
  if (d < s.r0 || d > s.r) return false;
  const a = norm(Math.atan2(y - s.cy, x - s.cx));
  // zrender's angles grow clockwise on screen (y down); a clockwise sector runs start -> end.
  const [from, to] = s.clockwise ? [s.startAngle, s.endAngle] : [s.endAngle, s.startAngle];
  if (to === from) return false; // an empty progress arc (value 0)
  const span = norm(to - from) || TAU;
  return norm(a - from) <= span;
}

/** Texts whose box, grown by `gap` px and sampled on a 1 px grid, reaches one of the sectors. */
export function textsOnSectors(texts: DrawnText[], sectors: Sector[], gap = 4): string[] {
  return texts
    .filter((t) => {
      for (let x = t.x - gap; x <= t.x + t.width + gap; x += 1)
        for (let y = t.y - gap; y <= t.y + t.height + gap; y += 1)
          if (sectors.some((s) => inSector(s, x, y))) return true;
      return false;
    })
    .map((t) => t.text);
}

/** Texts whose box leaves the container (clipped by the canvas). */
export function clippedTexts(texts: DrawnText[], container: HTMLElement): string[] {
  const { width, height } = container.getBoundingClientRect();
  return texts
    .filter((t) => t.x < 0 || t.y < 0 || t.x + t.width > width || t.y + t.height > height)
    .map((t) => t.text);
}
