import { init, type EChartsCoreOption, type EChartsType } from 'echarts/core';
import { useEffect, useRef } from 'react';

/**
 * Owns one echarts instance for a container: created in an effect and disposed in its cleanup,
 * so React StrictMode's mount-unmount-mount leaves exactly one live chart.
 */
export function useEChart(option: EChartsCoreOption | null) {
  const container = useRef<HTMLDivElement | null>(null);
  const chart = useRef<EChartsType | null>(null);
  const latest = useRef(option);
  const enabled = option !== null;

  useEffect(() => {
    latest.current = option;
    if (option) chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const el = container.current;
    if (!enabled || !el) return;
    const instance = init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    if (latest.current) instance.setOption(latest.current, { notMerge: true });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [enabled]);

  return { container, chart };
}
