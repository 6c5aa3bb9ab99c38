import { useSearchParams } from 'react-router';

/**
 * The open tab of a workspace home, kept in `?tab=` so that a link or a reload opens it; the first
 * tab leaves the parameter out. `go` switches tab, setting (a value) or clearing (null) other
 * parameters in the same navigation.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = tabs.find((t) => t === raw) ?? tabs[0];
  const go = (next: T, others: Record<string, string | null> = {}) => {
    const out = new URLSearchParams(params);
    if (next === tabs[0]) out.delete('tab');
    else out.set('tab', next);
    for (const [key, value] of Object.entries(others)) {
      if (value === null) out.delete(key);
      else out.set(key, value);
    }
    setParams(out);
  };
  return { tab, go, params };
}
