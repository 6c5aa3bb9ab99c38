import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { formatThousands } from '../../helpers/format';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';

registerEcharts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface Series {
  name: string;
  /** One value per category; null where there is none. */
  values: readonly (number | null)[];
  type?: 'bar' | 'line';
  /** Series with the same stack key pile up. */
  stack?: string;
  /** Draw against a second value axis on the right (a line of amounts beside bars of counts). */
  secondAxis?: boolean;
}

export interface SeriesChartProps {
  /** What the chart shows: its accessible name, read before the values. */
  label: string;
  categories: readonly string[];
  series: readonly Series[];
  /** Bars run left to right with the categories down the side (long names, rankings). */
  horizontal?: boolean;
  height?: number;
  emptyText?: string;
  className?: string;
}

/** Categories read out for screen readers, at most this many. */
const SPOKEN = 30;

/**
 * Bars and lines over categories (years, rounds, regions): one or more series, stacked or side by
 * side, with a second axis when asked. The empty state shows when every value is 0 or missing.
 */
export function SeriesChart({
  label,
  categories,
  series,
  horizontal = false,
  height = 300,
  emptyText,
  className,
}: SeriesChartProps) {
  const theme = useTheme();
  const empty = categories.length === 0 || series.every((s) => s.values.every((v) => !v));
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const categoryAxis = {
      type: 'category',
      data: [...categories],
      axisLine: { lineStyle: { color: c.axis } },
      ...(horizontal ? { inverse: true, axisLabel: { width: 120, overflow: 'truncate' } } : {}),
    };
    const valueAxis = (index: number) => ({
      type: 'value',
      splitLine: { show: index === 0, lineStyle: { color: c.split } },
      axisLabel: { formatter: (v: number) => formatThousands(v) },
    });
    const twoAxes = series.some((s) => s.secondAxis);
    const values = twoAxes ? [valueAxis(0), valueAxis(1)] : valueAxis(0);
    return {
      textStyle: c.textStyle,
      color: [...c.series],
      legend: series.length > 1 ? { top: 0, type: 'scroll', textStyle: { color: c.text } } : undefined,
      grid: {
        left: horizontal ? 128 : 56,
        right: twoAxes ? 64 : 24,
        top: series.length > 1 ? 36 : 16,
        bottom: 28,
      },
      tooltip: { ...confinedTooltip(theme), trigger: 'axis' },
      xAxis: horizontal ? values : categoryAxis,
      yAxis: horizontal ? categoryAxis : values,
      series: series.map((s) => ({
        type: s.type ?? 'bar',
        name: s.name,
        data: [...s.values],
        stack: s.stack,
        barMaxWidth: 28,
        ...(s.secondAxis ? (horizontal ? { xAxisIndex: 1 } : { yAxisIndex: 1 }) : {}),
      })),
    };
  }, [empty, theme, categories, series, horizontal]);
  const { container } = useEChart(option);
  const spoken = `${label}: ${categories
    .slice(0, SPOKEN)
    .map(
      (name, i) =>
        `${name} ${series.map((s) => `${s.name} ${formatThousands(s.values[i] ?? 0)}`).join(', ')}`,
    )
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
