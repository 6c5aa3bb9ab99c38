export type PageItem = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 [6] 7 8 … 20: first, last, the current page with `siblings` each side, gaps between. */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(page - siblings, pageCount - siblings * 2 - 2));
  const end = Math.min(pageCount - 1, Math.max(page + siblings, siblings * 2 + 3));
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [
    1,
    ...(start > 2 ? (['gap-start'] as const) : []),
    ...middle,
    ...(end < pageCount - 1 ? (['gap-end'] as const) : []),
    pageCount,
  ];
}
