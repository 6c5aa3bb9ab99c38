import { TreeChart as EchartsTree } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { useUiMessages } from '../../locale';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useEChart } from '../useEChart';
import { useChartClick } from '../useChartClick';

registerEcharts([EchartsTree, TooltipComponent, CanvasRenderer]);

export interface TreeChartNode {
  code: string;
  name: string;
  value: number;
  children: readonly TreeChartNode[];
}

export interface TreeChartProps {
  /** What the tree shows: its accessible name. */
  label: string;
  root: TreeChartNode | null | undefined;
  /** A node's value as the tooltip and the spoken summary show it (default: the number). */
  formatValue?: (node: TreeChartNode) => string;
  onSelect?: (code: string) => void;
  /** Levels open at first; deeper ones open on click (default 2). */
  openDepth?: number;
  height?: number;
  emptyText?: string;
  className?: string;
}

interface Datum {
  code: string;
  name: string;
  value: number;
  shown: string;
  children: Datum[];
}

/**
 * A tree left to right (penetration, technology fields, cooperation density): drag to pan, wheel
 * to zoom, click a node to open or close it. Empty when the root has no children.
 */
export function TreeChart({
  label,
  root,
  formatValue = (n) => String(n.value),
  onSelect,
  openDepth = 2,
  height = 420,
  emptyText,
  className,
}: TreeChartProps) {
  const theme = useTheme();
  const messages = useUiMessages();
  const empty = !root || root.children.length === 0;
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    const toDatum = (n: TreeChartNode): Datum => ({
      code: n.code,
      name: n.name,
      value: n.value,
      shown: formatValue(n),
      children: n.children.map(toDatum),
    });
    return {
      textStyle: c.textStyle,
      tooltip: {
        ...confinedTooltip(theme),
        formatter: (p: { data: Datum }) => `${p.data.name}<br/>${p.data.shown}`,
      },
      series: [
        {
          type: 'tree',
          data: [toDatum(root)],
          orient: 'LR',
          top: 16,
          bottom: 16,
          left: 96,
          right: 180,
          roam: true,
          initialTreeDepth: openDepth,
          symbolSize: 8,
          label: { position: 'left', verticalAlign: 'middle', align: 'right', fontSize: 12 },
          leaves: { label: { position: 'right', align: 'left' } },
          labelLayout: { hideOverlap: true },
          lineStyle: { color: c.axis, width: 1 },
          itemStyle: { color: c.brand, borderColor: c.brand },
        },
      ],
    };
  }, [empty, theme, root, formatValue, openDepth]);
  const { container, chart } = useEChart(option);
  useChartClick(chart, empty, (data) => (data as Datum | undefined)?.code, onSelect);
  const spoken = root
    ? `${label}（${messages.treeHint}）: ${root.name} ${formatValue(root)}; ${root.children
        .map((n) => `${n.name} ${formatValue(n)}`)
        .join('; ')}`
    : label;
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
