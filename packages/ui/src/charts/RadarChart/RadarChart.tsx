import { RadarChart as EchartsRadar } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';

registerEcharts([EchartsRadar, RadarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const SYMBOLS = ['circle', 'rect', 'triangle', 'diamond'] as const;
const LINES = ['solid', 'dashed', 'dotted', 'solid'] as const;

export interface RadarAxis {
  name: string;
  /** The axis' top value (default 100). */
  max?: number;
}

export interface RadarSeries {
  name: string;
  /** One value per axis. */
  values: readonly number[];
}

export interface RadarChartProps {
  /** What the chart shows: its accessible name, read before the values. */
  label: string;
  axes: readonly RadarAxis[];
  /** One web per series (regions, companies), overlaid with a legend when more than one. */
  series: readonly RadarSeries[];
  height?: number;
  emptyText?: string;
  className?: string;
}

/**
 * Several series over the same axes (capability scores of regions side by side), each drawn as a
 * web in the theme's series colours. The empty state shows when there is no axis or every value is 0.
 */
export function RadarChart({ label, axes, series, height = 320, emptyText, className }: RadarChartProps) {
  const theme = useTheme();
  const empty = axes.length < 3 || series.length === 0 || series.every((s) => s.values.every((v) => !v));
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    return {
      textStyle: c.textStyle,
      color: [...c.series],
      legend: series.length > 1 ? { bottom: 0, type: 'scroll', textStyle: { color: c.text } } : undefined,
      tooltip: { ...confinedTooltip(theme), trigger: 'item' },
      radar: {
        radius: '55%',
        center: ['50%', series.length > 1 ? '46%' : '50%'],
        axisNameGap: 8,
        indicator: axes.map((a) => ({ name: a.name, max: a.max ?? 100 })),
        axisName: { color: c.text, formatter: (name?: string) => (name ?? '').replace(/ /g, '\n') },
        splitLine: { lineStyle: { color: c.axis } },
        splitArea: { areaStyle: { color: [c.surface, c.split] } },
        axisLine: { lineStyle: { color: c.axis } },
      },
      series: [
        {
          type: 'radar',
          // Told apart by line and mark as well as colour (the palette's first shades are close).
          data: series.map((s, i) => ({
            name: s.name,
            value: [...s.values],
            symbol: SYMBOLS[i % SYMBOLS.length],
            lineStyle: { type: LINES[i % LINES.length], width: 2 },
            areaStyle: { opacity: 0.12 },
          })),
        },
      ],
    };
  }, [empty, theme, axes, series]);
  const { container } = useEChart(option);
  const spoken = `${label}: ${series
    .map((s) => `${s.name} ${axes.map((a, i) => `${a.name} ${s.values[i] ?? 0}`).join(', ')}`)
    .join('; ')}`;
  return (
    <ChartFrame
      label={spoken}
      height={height}
      empty={empty}
      emptyText={emptyText}
      container={container}
      className={className}
    />
  );
}
