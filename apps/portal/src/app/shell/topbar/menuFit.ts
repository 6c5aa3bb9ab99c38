/**
 * How many menu entries fit in `available` pixels, in order: all when they all fit, otherwise as
 * many as fit beside the More button (whose width is `more`). `gap` is the space between entries.
 */
export function entriesThatFit(
  widths: readonly number[],
  available: number,
  more: number,
  gap: number,
): number {
  // Without layout (a hidden tab, a test DOM) nothing is measured: show every entry.
  if (available <= 0) return widths.length;
  const total = widths.reduce((sum, w, i) => sum + w + (i ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = more;
  let count = 0;
  for (const w of widths) {
    if (used + gap + w > available) break;
    used += gap + w;
    count++;
  }
  return count;
}
