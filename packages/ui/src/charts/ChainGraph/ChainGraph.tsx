import { TreeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { use as registerEcharts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useId, useMemo } from 'react';
import styled, { useTheme } from 'styled-components';
import { ChartFrame } from '../ChartFrame';
import { chartColors, confinedTooltip } from '../chartTheme';
import { useChartClick } from '../useChartClick';
import { useDeferredRoam } from '../useDeferredRoam';
import { useEChart } from '../useEChart';
import { visuallyHidden } from '../../internal/visuallyHidden';
import { dictionaryLabel, useUiConfig } from '../../locale';
import { flattenTree } from './treeNavigation';
import { useGraphKeyboard } from './useGraphKeyboard';

registerEcharts([TreeChart, TooltipComponent, CanvasRenderer]);

export interface ChainGraphNode {
  key: string;
  parentKey: string | null;
  name: string;
  companyCount: number;
}

export interface ChainGraphProps {
  /** The chain's name: the root the top-level nodes (上游, 中游, 下游) hang from. */
  title: string;
  nodes: readonly ChainGraphNode[];
  selected?: string | null;
  onSelect?: (key: string) => void;
  label?: string;
  height?: number;
  className?: string;
}

/** A made-up chain: three streams × `segments` segments × `leaves` nodes (stories, benches). */
export function sampleChain(segments: number, leaves: number): ChainGraphNode[] {
  const nodes: ChainGraphNode[] = [];
  ['上游', '中游', '下游'].forEach((stream, s) => {
    nodes.push({ key: `s${s}`, parentKey: null, name: stream, companyCount: 0 });
    for (let g = 0; g < segments; g++) {
      nodes.push({ key: `s${s}-${g}`, parentKey: `s${s}`, name: `环节 ${s + 1}.${g + 1}`, companyCount: 0 });
      for (let l = 0; l < leaves; l++)
        nodes.push({
          key: `s${s}-${g}-${l}`,
          parentKey: `s${s}-${g}`,
          name: `节点 ${s + 1}.${g + 1}.${l + 1}`,
          companyCount: (l * 7) % 40,
        });
    }
  });
  return nodes;
}

interface TreeDatum {
  key: string;
  name: string;
  value: number;
  children: TreeDatum[];
  itemStyle?: { color: string; borderColor: string };
}

/** The nodes as one tree under the chain's name (echarts' tree series needs a single root). */
function toTree(
  title: string,
  nodes: readonly ChainGraphNode[],
  selected: string | null | undefined,
  brand: string,
) {
  const byParent = new Map<string | null, ChainGraphNode[]>();
  for (const n of nodes) byParent.set(n.parentKey, [...(byParent.get(n.parentKey) ?? []), n]);
  const build = (n: ChainGraphNode): TreeDatum => ({
    key: n.key,
    name: n.name,
    value: n.companyCount,
    children: (byParent.get(n.key) ?? []).map(build),
    ...(n.key === selected ? { itemStyle: { color: brand, borderColor: brand } } : {}),
  });
  return { key: '', name: title, value: 0, children: (byParent.get(null) ?? []).map(build) };
}

/** The canvas moves under the frame while dragged. */
const PannedFrame = styled(ChartFrame)`
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand[500]};
    outline-offset: 2px;
  }
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A chain as a left-to-right tree on a canvas: drag to pan, wheel to zoom, click a node to choose
 * it; by keyboard, arrows walk the nodes and Enter chooses one (useGraphKeyboard). For chains of
 * thousands of nodes.
 */
export function ChainGraph({
  title,
  nodes: sent,
  selected,
  onSelect,
  label,
  height = 560,
  className,
}: ChainGraphProps) {
  const theme = useTheme();
  const { messages, locale } = useUiConfig();
  // The streams (上游, 中游, 下游) in the interface's language; node names are the data's own.
  const nodes = useMemo(
    () => (locale === 'zh' ? sent : sent.map((n) => ({ ...n, name: dictionaryLabel(n.name, locale) }))),
    [sent, locale],
  );
  const empty = nodes.length === 0;
  const option = useMemo(() => {
    if (empty) return null;
    const c = chartColors(theme);
    return {
      textStyle: c.textStyle,
      tooltip: {
        ...confinedTooltip(theme),
        formatter: (p: { name: string; value: number }) => `${p.name}<br/>${p.value}`,
      },
      series: [
        {
          type: 'tree',
          data: [toTree(title, nodes, selected, c.brand)],
          orient: 'LR',
          top: 16,
          bottom: 16,
          left: 80,
          right: 160,
          // Drag and wheel are useDeferredRoam's; echarts zooms on a touch pinch.
          roam: 'scale',
          initialTreeDepth: -1,
          expandAndCollapse: false,
          symbolSize: 7,
          // Large trees: no entry animation.
          animation: nodes.length < 500,
          label: { position: 'left', verticalAlign: 'middle', align: 'right', fontSize: 12 },
          // Labels that would overlap are not drawn: at 2,000 nodes they are most of each frame.
          labelLayout: { hideOverlap: true },
          leaves: { label: { position: 'right', align: 'left' } },
          lineStyle: { color: c.axis, width: 1 },
          itemStyle: { color: c.brand, borderColor: c.brand },
        },
      ],
    };
  }, [empty, theme, title, nodes, selected]);
  const { container, chart } = useEChart(option);
  useChartClick(chart, empty, (data) => (data as { key?: string } | undefined)?.key, onSelect);
  useDeferredRoam(chart, container, 'treeRoam', !empty);
  // The selection only colours a node: the walk keeps its place when it changes.
  const walk = useMemo(() => flattenTree(toTree(title, nodes, null, '')), [title, nodes]);
  const keyboard = useGraphKeyboard(chart, container, walk, 'treeRoam', onSelect);
  const keysId = useId();
  const active = keyboard.active;
  return (
    <PannedFrame
      label={label ?? messages.chainGraphLabel}
      height={height}
      empty={empty}
      container={container}
      className={className}
      frameProps={{
        role: 'application',
        tabIndex: 0,
        'aria-describedby': keysId,
        onKeyDown: keyboard.onKeyDown,
      }}
    >
      <Hidden id={keysId}>{messages.chainGraphKeys}</Hidden>
      <Hidden aria-live="polite">
        {active && (active.depth === 0 ? active.name : messages.chainGraphNode(active.name, active.value))}
      </Hidden>
    </PannedFrame>
  );
}
