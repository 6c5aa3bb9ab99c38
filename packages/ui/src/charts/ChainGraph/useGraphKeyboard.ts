import type { EChartsType } from 'echarts/core';
import { useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { moveFrom, type NavMove, type NavNode } from './treeNavigation';

const MOVES: Record<string, NavMove> = {
  ArrowLeft: 'parent',
  ArrowRight: 'child',
  ArrowUp: 'previous',
  ArrowDown: 'next',
  Home: 'first',
  End: 'last',
};
/** Shift + arrow pans by this many pixels. */
const PAN_STEP = 80;
const PANS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: PAN_STEP, dy: 0 },
  ArrowRight: { dx: -PAN_STEP, dy: 0 },
  ArrowUp: { dx: 0, dy: PAN_STEP },
  ArrowDown: { dx: 0, dy: -PAN_STEP },
};
const ZOOMS: Record<string, number> = { '+': 1.2, '=': 1.2, '-': 1 / 1.2, _: 1 / 1.2 };
/** The tree series numbers its data in preorder after a virtual root of its own. */
const dataIndex = (index: number) => index + 1;

/**
 * The canvas graph by keyboard: arrows walk the tree (the chosen node shows its tooltip and is
 * announced), Enter or Space chooses it, Shift + arrows pan, + and - zoom about the centre.
 * `nodes` are the tree in preorder (`flattenTree`).
 */
export function useGraphKeyboard(
  chart: RefObject<EChartsType | null>,
  container: RefObject<HTMLDivElement | null>,
  nodes: readonly NavNode[],
  roamAction: string,
  onSelect: ((key: string) => void) | undefined,
) {
  // The walk keeps its node by key: a new tree (new counts, a region chosen) keeps it while it is there.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const indexOf = useMemo(() => new Map(nodes.map((n, i) => [n.key, i])), [nodes]);
  const at = activeKey === null ? null : (indexOf.get(activeKey) ?? null);

  const point = (index: number) => {
    const instance = chart.current;
    if (!instance) return;
    if (at !== null) instance.dispatchAction({ type: 'downplay', seriesIndex: 0, dataIndex: dataIndex(at) });
    instance.dispatchAction({ type: 'highlight', seriesIndex: 0, dataIndex: dataIndex(index) });
    instance.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: dataIndex(index) });
    setActiveKey(nodes[index]!.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const instance = chart.current;
    if (!instance || !nodes.length || event.altKey || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    const pan = PANS[key];
    if (event.shiftKey && pan) {
      event.preventDefault();
      instance.dispatchAction({ type: roamAction, seriesIndex: 0, ...pan });
      return;
    }
    const zoom = ZOOMS[key];
    if (zoom) {
      event.preventDefault();
      const box = container.current?.getBoundingClientRect();
      instance.dispatchAction({
        type: roamAction,
        seriesIndex: 0,
        zoom,
        originX: (box?.width ?? 0) / 2,
        originY: (box?.height ?? 0) / 2,
      });
      return;
    }
    const move = MOVES[key];
    if (move) {
      event.preventDefault();
      // The first move lands on the first top-level node (上游), not on the chain's name.
      point(at === null ? (nodes[0]!.children[0] ?? 0) : moveFrom(nodes, at, move));
      return;
    }
    if ((key === 'Enter' || key === ' ') && at !== null && at > 0) {
      event.preventDefault();
      onSelect?.(nodes[at]!.key);
    } else if (key === 'Escape' && at !== null) {
      instance.dispatchAction({ type: 'hideTip' });
    }
  };

  return { active: at === null ? null : nodes[at]!, onKeyDown };
}
