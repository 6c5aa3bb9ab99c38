import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A library's search kept in the address (so it can be shared or reloaded): the applied filters
 * and page read from it, a draft the form edits, and `apply` that writes the draft back (page 1
 * unless told). A `from` after a `to` is a bad range: the page says so instead of asking.
 */
export function useAddressFilters<F extends string>(fields: readonly F[], size: number) {
  const [params, setParams] = useSearchParams();
  const read = (p: URLSearchParams) =>
    Object.fromEntries(fields.map((f) => [f, p.get(f) ?? ''])) as Record<F, string>;
  const applied = read(params);
  const [draft, setDraft] = useState(applied);
  const current = Math.max(1, Number(params.get('current')) || 1);
  const badRangeOf = (d: Record<string, string>) => Boolean(d.from && d.to && d.from > d.to);
  const filled = (d: Record<F, string>) =>
    Object.fromEntries(fields.filter((f) => d[f]).map((f) => [f, d[f]]));
  return {
    applied,
    draft,
    current,
    /** The applied filters as a page query (only the filled ones). */
    query: { ...filled(applied), current, size },
    badRange: badRangeOf(applied),
    draftBadRange: badRangeOf(draft),
    set: (field: F, value: string) => setDraft((d) => ({ ...d, [field]: value })),
    apply: (next: Record<F, string>, page = 1) =>
      setParams({ ...filled(next), ...(page > 1 ? { current: String(page) } : {}) }, { replace: true }),
    /** Empties the form and the address. */
    reset: () => {
      const empty = read(new URLSearchParams());
      setDraft(empty);
      setParams({}, { replace: true });
    },
  };
}
