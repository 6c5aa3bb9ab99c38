import { GraphChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useUiMessages } from '../../locale';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useChartClick } from '../useChartClick';
import { useEChart } from '../useEChart';

registerEcharts([GraphChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface RelationNode {
  id: string;
  name: string;
  /** Key of one of `categories`: its colour and legend entry. */
  category: string;
  /** Drawn as the node's size (square-root scale). */
  value: number;
}

export interface RelationLink {
  source: string;
  target: string;
  value: number;
}

export interface RelationGraphProps {
  /** What the graph shows: its accessible name. */
  label: string;
  nodes: readonly RelationNode[];
  links: readonly RelationLink[];
  categories: readonly { key: string; name: string }[];
  onSelect?: (id: string) => void;
  height?: number;
  emptyText?: string;
  className?: string;
}

/** Nodes named in the spoken summary, at most this many. */
const SPOKEN = 12;

/**
 * Entities and the ties between them (investors and companies, shareholders, linked segments) in
 * a force layout: drag to pan, wheel to zoom, click a node to choose it.
 */
export function RelationGraph({
  label,
  nodes,
  links,
  categories,
  onSelect,
  height = 460,
  emptyText,
  className,
}: RelationGraphProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const empty = nodes.length === 0;
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const max = Math.max(1, ...nodes.map((n) => n.value));
    const index = new Map(categories.map((k, i) => [k.key, i]));
    return {
      textStyle: c.textStyle,
      color: [...c.series],
      legend: { top: 0, data: categories.map((k) => k.name), textStyle: { color: c.text } },
      tooltip: { ...confinedTooltip(theme) },
      series: [
        {
          type: 'graph',
          layout: 'force',
          top: 36,
          roam: true,
          draggable: false,
          categories: categories.map((k) => ({ name: k.name })),
          force: { repulsion: 160, edgeLength: [50, 120], gravity: 0.08 },
          label: { show: true, position: 'right', fontSize: 11, color: c.text },
          labelLayout: { hideOverlap: true },
          lineStyle: { color: c.axis, opacity: 0.8, curveness: 0.1 },
          emphasis: { focus: 'adjacency' },
          data: nodes.map((n) => ({
            id: n.id,
            name: n.name,
            value: n.value,
            category: index.get(n.category) ?? 0,
            symbolSize: 10 + 26 * Math.sqrt(Math.max(0, n.value) / max),
          })),
          links: links.map((l) => ({ source: l.source, target: l.target, value: l.value })),
        },
      ],
    };
  }, [empty, theme, nodes, links, categories]);
  const { container, chart } = useEChart(option);
  useChartClick(chart, empty, (data) => (data as { id?: string } | undefined)?.id, onSelect);
  const spoken = `${label}: ${messages.graphSummary(nodes.length, links.length)}; ${nodes
    .slice(0, SPOKEN)
    .map((n) => n.name)
    .join(', ')}`;
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
