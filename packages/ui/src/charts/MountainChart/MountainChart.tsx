import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';
import { relativeChange } from '../../helpers/series';
import { useUiMessages } from '../../locale';

registerEcharts([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export interface MountainPoint {
  date: string;
  value: number;
}

export interface MountainChartProps {
  points: MountainPoint[];
  label?: string;
  height?: number;
  className?: string;
}

/** Area chart of the percentage change of each point relative to the first (spec 2 §2). */
export function MountainChart({ points, label, height = 240, className }: MountainChartProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const empty = points.length === 0;
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const change = relativeChange(points.map((p) => p.value));
    const last = change[change.length - 1] ?? 0;
    const color = last > 0 ? c.up : last < 0 ? c.down : c.brand;
    return {
      textStyle: c.textStyle,
      grid: { left: 48, right: 16, top: 16, bottom: 28 },
      tooltip: {
        ...confinedTooltip(theme),
        trigger: 'axis',
        valueFormatter: (v: number) => `${v.toFixed(2)}%`,
      },
      xAxis: {
        type: 'category',
        boundaryGap: false,
        data: points.map((p) => p.date),
        axisLine: { lineStyle: { color: c.axis } },
      },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: '{value}%' },
        splitLine: { lineStyle: { color: c.split } },
      },
      series: [
        {
          type: 'line',
          name: messages.kline.change,
          data: change,
          symbol: 'none',
          lineStyle: { color, width: 1.5 },
          areaStyle: { color, opacity: 0.18 },
        },
      ],
    };
  }, [empty, theme, points, messages]);
  const { container } = useEChart(option);
  return (
    <ChartFrame
      label={label ?? messages.mountainLabel}
      height={height}
      empty={empty}
      container={container}
      className={className}
    />
  );
}
