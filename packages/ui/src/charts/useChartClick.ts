import type { EChartsType } from 'echarts/core';
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onSelect` with the key `keyOf` finds on a clicked item's data. Binds to the instance
 * useEChart made (its effect runs first) and again when the chart leaves its empty state.
 */
export function useChartClick(
  chart: RefObject<EChartsType | null>,
  empty: boolean,
  keyOf: (data: unknown) => string | undefined,
  onSelect: ((key: string) => void) | undefined,
) {
  const latest = useRef({ keyOf, onSelect });
  useEffect(() => {
    latest.current = { keyOf, onSelect };
  }, [keyOf, onSelect]);
  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    const onClick = (p: { data?: unknown }) => {
      const key = latest.current.keyOf(p.data);
      if (key) latest.current.onSelect?.(key);
    };
    instance.on('click', onClick);
    return () => {
      instance.off('click', onClick);
    };
  }, [chart, empty]);
}
