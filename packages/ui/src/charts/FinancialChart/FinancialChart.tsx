import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { formatPercent } from '../../helpers/format';
import { useUiMessages } from '../../locale';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';

registerEcharts([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Rate = number | string | null | undefined;

/** One year of financialChart (spec 2 §3); rates are percentages (12.5 = 12.5%). */
export interface FinancialChartRow {
  yr: string | number;
  loarRate?: Rate;
  assetsGrowthRate?: Rate;
  businessRate?: Rate;
}

export interface FinancialChartProps {
  data: readonly FinancialChartRow[] | null | undefined;
  /** Height in px (default 300). */
  height?: number;
  className?: string;
}

const toValue = (v: Rate) => (v === null || v === undefined || v === '' ? null : Number(v));

/** Years on x: 资产负债率 as bars, total-asset and revenue growth as lines; 暂无数据 when empty. */
export function FinancialChart({ data, height = 300, className }: FinancialChartProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const rows = useMemo(() => [...(data ?? [])].sort((a, b) => Number(a.yr) - Number(b.yr)), [data]);
  const empty = rows.length === 0;
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const f = messages.financial;
    return {
      textStyle: c.textStyle,
      color: [...c.series],
      legend: { top: 0, textStyle: { color: c.text } },
      grid: { left: 56, right: 16, top: 36, bottom: 28 },
      tooltip: {
        ...confinedTooltip(theme),
        trigger: 'axis',
        valueFormatter: (v: number | null) => formatPercent(v, false),
      },
      xAxis: {
        type: 'category',
        data: rows.map((r) => String(r.yr)),
        axisLine: { lineStyle: { color: c.axis } },
      },
      yAxis: {
        type: 'value',
        axisLabel: { formatter: '{value}%' },
        splitLine: { lineStyle: { color: c.split } },
      },
      series: [
        { type: 'bar', name: f.loarRate, barMaxWidth: 28, data: rows.map((r) => toValue(r.loarRate)) },
        { type: 'line', name: f.assetsGrowthRate, data: rows.map((r) => toValue(r.assetsGrowthRate)) },
        { type: 'line', name: f.businessRate, data: rows.map((r) => toValue(r.businessRate)) },
      ],
    };
  }, [empty, theme, messages, rows]);
  const { container } = useEChart(option);
  const f = messages.financial;
  const label = `${f.chartLabel}: ${rows
    .map(
      (r) =>
        `${r.yr} ${f.loarRate} ${formatPercent(r.loarRate, false)}, ${f.assetsGrowthRate} ${formatPercent(
          r.assetsGrowthRate,
          false,
        )}, ${f.businessRate} ${formatPercent(r.businessRate, false)}`,
    )
    .join('; ')}`;
  return (
    <ChartFrame label={label} height={height} empty={empty} container={container} className={className} />
  );
}
