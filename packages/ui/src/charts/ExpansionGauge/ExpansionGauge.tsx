import { GaugeChart } from 'echarts/charts';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { chartColors } from '../chartTheme';
import { useEChart } from '../useEChart';
import { useUiMessages } from '../../locale';

registerEcharts([GaugeChart, CanvasRenderer]);

export const EXPANSION_MAX = 10;

export interface ExpansionGaugeProps {
  /** 0..10; null or undefined shows the empty state. */
  value: number | null | undefined;
  /** Accessible and displayed name; defaults to 企业扩张指数 / Expansion index. */
  label?: string;
  height?: number;
  className?: string;
}

/** Enterprise-expansion gauge, maximum 10 (spec 2 §2). */
export function ExpansionGauge({ value, label, height = 220, className }: ExpansionGaugeProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const name = label ?? messages.gaugeLabel;
  const empty = value === null || value === undefined || !Number.isFinite(value);
  const clamped = empty ? 0 : Math.min(EXPANSION_MAX, Math.max(0, value));
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    return {
      textStyle: c.textStyle,
      series: [
        {
          type: 'gauge',
          min: 0,
          max: EXPANSION_MAX,
          splitNumber: 5,
          // A 240° arc open at the bottom: the value sits in its middle (no pointer over it) and
          // the caption under the open ends, clear of the arc and of the 0 and 10 labels.
          startAngle: 210,
          endAngle: -30,
          center: ['50%', '50%'],
          radius: '80%',
          progress: { show: true, width: 12, itemStyle: { color: c.brand } },
          axisLine: { lineStyle: { width: 12, color: [[1, c.split]] } },
          axisTick: { show: false },
          splitLine: { length: 8, lineStyle: { color: c.axis } },
          axisLabel: { color: c.textSecondary, distance: 16 },
          pointer: { show: false },
          anchor: { show: false },
          title: { color: c.textSecondary, fontSize: 12, offsetCenter: [0, '82%'] },
          detail: { color: c.text, fontSize: 22, offsetCenter: [0, 0], valueAnimation: false },
          data: [{ value: clamped, name }],
        },
      ],
    };
  }, [empty, theme, clamped, name]);
  const { container } = useEChart(option);
  return (
    <ChartFrame
      label={`${name}: ${clamped} / ${EXPANSION_MAX}`}
      height={height}
      empty={empty}
      container={container}
      className={className}
    />
  );
}
