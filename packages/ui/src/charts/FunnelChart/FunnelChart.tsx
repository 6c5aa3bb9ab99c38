import { FunnelChart as EFunnelChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTheme } from 'styled-components';
import { useUiConfig } from '../../locale';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';

registerEcharts([EFunnelChart, TooltipComponent, CanvasRenderer]);

export interface FunnelStage {
  name: string;
  /** Items in the stage (deals, leads); sizes the band. */
  count: number;
  /** Their value (e.g. the amount), shown beside the count when given. */
  value?: number;
}

export interface FunnelChartProps {
  stages: readonly FunnelStage[];
  /** Accessible name, read before the stages (default 销售漏斗 / Sales funnel). */
  label?: string;
  /** Formats a stage's value (default: grouped in the UI locale). */
  formatValue?: (value: number) => string;
  height?: number;
  emptyText?: string;
  className?: string;
}

/** Share of the width the bands take; the labels sit in the rest, on the right. */
const BAND_SHARE = 0.5;
const PAD = 8;

/**
 * The pipeline funnel: one band per stage in the given order, its width by count, labelled on the
 * right with the stage, its count and its value (wrapped to the space left, zh or en). The empty
 * state shows when every stage is 0.
 */
export function FunnelChart({
  stages,
  label,
  formatValue,
  height = 300,
  emptyText,
  className,
}: FunnelChartProps) {
  const theme = useTheme();
  const { messages, locale } = useUiConfig();
  const t = messages.crm.funnel;
  const name = label ?? t.label;
  const empty = stages.length === 0 || stages.every((s) => !s.count);
  const format = useMemo(() => {
    if (formatValue) return formatValue;
    const nf = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-US');
    return (n: number) => nf.format(n);
  }, [formatValue, locale]);
  const [width, setWidth] = useState(0);
  const text = useCallback(
    (s: FunnelStage) =>
      s.value === undefined ? t.count(s.count) : `${t.count(s.count)} · ${format(s.value)}`,
    [t, format],
  );

  const option = useMemo(() => {
    if (empty || width === 0) return null;
    const c = chartColors(theme);
    const bands = Math.round(width * BAND_SHARE);
    const max = Math.max(...stages.map((s) => s.count));
    return {
      textStyle: c.textStyle,
      color: [...c.series],
      tooltip: {
        ...confinedTooltip(theme),
        trigger: 'item',
        formatter: (p: { dataIndex: number }) => {
          const s = stages[p.dataIndex]!;
          return `${s.name}<br/>${text(s)}`;
        },
      },
      series: [
        {
          type: 'funnel',
          sort: 'none',
          left: PAD,
          top: PAD,
          bottom: PAD,
          width: bands,
          min: 0,
          max,
          minSize: '14%',
          maxSize: '100%',
          gap: 2,
          animation: false,
          itemStyle: { borderColor: c.surface, borderWidth: 1 },
          label: {
            show: true,
            position: 'right',
            color: c.text,
            fontSize: 12,
            lineHeight: 16,
            width: width - bands - 3 * PAD - 24,
            overflow: 'break',
            formatter: (p: { dataIndex: number }) => {
              const s = stages[p.dataIndex]!;
              return `${s.name}\n${text(s)}`;
            },
          },
          labelLine: { length: 12, lineStyle: { color: c.axis } },
          emphasis: { label: { fontSize: 12 } },
          data: stages.map((s) => ({ name: s.name, value: s.count })),
        },
      ],
    };
  }, [empty, width, theme, stages, text]);
  const { container } = useEChart(option ?? (empty ? null : {}));

  // The labels wrap to the width left of the bands: follow the chart's width.
  useEffect(() => {
    const el = container.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(Math.round(el.getBoundingClientRect().width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [container, empty]);

  const spoken = `${name}: ${stages.map((s) => t.stage(s.name, text(s))).join('; ')}`;
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
