import { BarChart, CandlestickChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { Button } from '../../primitives/Button';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';
import { useUiMessages } from '../../locale';
import { Shell, Title, Toolbar } from './KLineChart.styles';
import type { KLineRow } from './kline';

registerEcharts([
  CandlestickChart,
  BarChart,
  GridComponent,
  DataZoomComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export interface KLineChartProps {
  rows: KLineRow[];
  /** Stock name and symbol shown in the toolbar. */
  name?: string;
  symbol?: string;
  /** Height when not full screen (default 457, the card preview size). */
  height?: number;
  /** Controlled full-screen state. */
  fullScreen?: boolean;
  onFullScreenChange?: (full: boolean) => void;
  /** Copy overrides; defaults 全屏 / 退出全屏 from the locale. */
  labels?: Partial<Record<'fullScreen' | 'exitFullScreen', string>>;
  className?: string;
}

/** Candles and volume with zoom; red up, green down; full-screen mode with 退出全屏. */
export function KLineChart({
  rows,
  name,
  symbol,
  height = 457,
  fullScreen,
  onFullScreenChange,
  labels = {},
  className,
}: KLineChartProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const [innerFull, setInnerFull] = useState(false);
  const full = fullScreen ?? innerFull;
  const setFull = (next: boolean) => {
    if (fullScreen === undefined) setInnerFull(next);
    onFullScreenChange?.(next);
  };
  const empty = rows.length === 0;

  useEffect(() => {
    if (!full) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (fullScreen === undefined) setInnerFull(false);
        onFullScreenChange?.(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [full, fullScreen, onFullScreenChange]);

  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const k = messages.kline;
    const up = (r: KLineRow) => r.close >= r.open;
    return {
      animation: false,
      textStyle: c.textStyle,
      tooltip: { ...confinedTooltip(theme), trigger: 'axis', axisPointer: { type: 'cross' } },
      axisPointer: { link: [{ xAxisIndex: 'all' }] },
      grid: [
        { left: 56, right: 16, top: 16, height: '58%' },
        { left: 56, right: 16, top: '74%', height: '14%' },
      ],
      xAxis: [
        {
          type: 'category',
          data: rows.map((r) => r.date),
          axisLine: { lineStyle: { color: c.axis } },
          boundaryGap: true,
        },
        {
          type: 'category',
          gridIndex: 1,
          data: rows.map((r) => r.date),
          axisLabel: { show: false },
          axisTick: { show: false },
        },
      ],
      yAxis: [
        { scale: true, splitLine: { lineStyle: { color: c.split } } },
        { scale: true, gridIndex: 1, splitNumber: 2, axisLabel: { show: false }, splitLine: { show: false } },
      ],
      dataZoom: [
        { type: 'inside', xAxisIndex: [0, 1], start: Math.max(0, 100 - (120 / rows.length) * 100), end: 100 },
        { type: 'slider', xAxisIndex: [0, 1], bottom: 4, height: 18 },
      ],
      series: [
        {
          type: 'candlestick',
          name: name ?? symbol ?? 'K',
          data: rows.map((r) => [r.open, r.close, r.low, r.high]),
          itemStyle: { color: c.up, color0: c.down, borderColor: c.up, borderColor0: c.down },
          dimensions: [null, k.open, k.close, k.low, k.high],
        },
        {
          type: 'bar',
          name: k.volume,
          xAxisIndex: 1,
          yAxisIndex: 1,
          large: true,
          data: rows.map((r) => ({ value: r.volume, itemStyle: { color: up(r) ? c.up : c.down } })),
        },
      ],
    };
  }, [empty, theme, messages, rows, name, symbol]);

  const { container } = useEChart(option);
  const label = [messages.klineLabel, name, symbol].filter(Boolean).join(' ');
  return (
    <Shell
      $full={full}
      className={className}
      role={full ? 'dialog' : undefined}
      aria-modal={full || undefined}
      aria-label={full ? label : undefined}
    >
      <Toolbar>
        <Title>{[name, symbol].filter(Boolean).join(' ')}</Title>
        {!empty && (
          <Button size="sm" onClick={() => setFull(!full)}>
            {full
              ? (labels.exitFullScreen ?? messages.exitFullScreen)
              : (labels.fullScreen ?? messages.fullScreen)}
          </Button>
        )}
      </Toolbar>
      <ChartFrame
        label={label}
        height={full ? 'calc(100vh - 72px)' : height}
        empty={empty}
        container={container}
      />
    </Shell>
  );
}
