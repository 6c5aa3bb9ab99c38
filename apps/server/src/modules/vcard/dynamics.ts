import type { z } from 'zod';
import type { customDynamicSchema, dynamicSchema } from '@platform/contracts';

export type Dynamic = z.infer<typeof dynamicSchema>;
export type CustomDynamic = z.output<typeof customDynamicSchema>;

/** A custom dynamic in the page's row shape; one without an id gets a stable one from its place. */
export const fromCustom = (d: CustomDynamic, index: number): Dynamic => ({
  id: d.id ?? `custom-${index}`,
  title: d.title,
  publisher: d.publisher ?? '',
  isSys: 0,
  webSource: '',
  initSource: '',
  publishDt: d.publishDt,
  content: d.content,
  url: d.url ?? '',
});

const timeOf = (publishDt: string) => {
  const t = Date.parse(publishDt.replace(' ', 'T'));
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * The card's related dynamics (spec 2 §4 Dynamics paging): the company's system dynamics and the
 * card's own, minus the ids the owner deleted, newest first (ties keep system before custom, then
 * the given order), one page of `size`.
 */
export function mergeDynamics(
  system: Dynamic[],
  custom: CustomDynamic[],
  deletedIds: readonly string[],
  current: number,
  size: number,
): { records: Dynamic[]; total: number; current: number; size: number } {
  const deleted = new Set(deletedIds);
  const all = [...system, ...custom.filter((d) => d.isSys !== 1).map(fromCustom)]
    .map((d, i) => ({ d, i, t: timeOf(d.publishDt) }))
    .filter(({ d }) => !deleted.has(d.id))
    .sort((a, b) => b.t - a.t || a.i - b.i)
    .map(({ d }) => d);
  const start = (current - 1) * size;
  return { records: all.slice(start, start + size), total: all.length, current, size };
}
