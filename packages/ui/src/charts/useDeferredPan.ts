import type { EChartsType } from 'echarts/core';
import { useEffect, type RefObject } from 'react';

/** Below this many pixels a press is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** The transform is dropped after this long even if echarts draws nothing (it always should). */
const RESET_FALLBACK_MS = 250;

/**
 * Pans a roaming echarts series by moving its drawn canvas with a CSS transform while the pointer
 * drags, and dispatches the roam action (`treeRoam`, `graphRoam`) with the distance once on
 * release. echarts redraws every node on each pan step; a chain of 2,000 nodes then drops frames
 * in software rendering, while moving a composited layer keeps up with the display
 * (bench/chain-graph). The series keeps `roam: 'scale'`, so echarts still zooms on wheel and pinch.
 */
export function useDeferredPan(
  chart: RefObject<EChartsType | null>,
  container: RefObject<HTMLDivElement | null>,
  roamAction: string,
  enabled: boolean,
) {
  useEffect(() => {
    const el = container.current;
    if (!enabled || !el) return;
    let press: { id: number; x: number; y: number } | null = null;
    let dragging = false;
    let dx = 0;
    let dy = 0;
    const layer = () => el.firstElementChild as HTMLElement | null;
    const move = (x: number, y: number) => {
      const target = layer();
      if (target) target.style.transform = x || y ? `translate3d(${x}px, ${y}px, 0)` : '';
    };

    // Keeps the drag when the pointer leaves the chart; a synthetic pointer may have no capture.
    const capture = (id: number) => {
      try {
        el.setPointerCapture(id);
      } catch {
        // nothing to keep
      }
    };
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0 || !e.isPrimary) return;
      press = { id: e.pointerId, x: e.clientX, y: e.clientY };
      dragging = false;
    };
    const onMove = (e: PointerEvent) => {
      if (!press || e.pointerId !== press.id) return;
      dx = e.clientX - press.x;
      dy = e.clientY - press.y;
      if (!dragging) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        dragging = true;
        capture(e.pointerId);
        chart.current?.dispatchAction({ type: 'hideTip' });
      }
      move(dx, dy);
    };
    const onUp = (e: PointerEvent) => {
      if (!press || e.pointerId !== press.id) return;
      press = null;
      if (!dragging) return;
      dragging = false;
      const instance = chart.current;
      if (!instance || e.type === 'pointercancel') return move(0, 0);
      // Drop the transform in the frame echarts draws the moved series, so nothing jumps.
      const reset = () => {
        instance.off('rendered', reset);
        window.clearTimeout(fallback);
        move(0, 0);
      };
      const fallback = window.setTimeout(reset, RESET_FALLBACK_MS);
      instance.on('rendered', reset);
      instance.dispatchAction({ type: roamAction, seriesIndex: 0, dx, dy });
    };

    el.style.touchAction = 'none';
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    return () => {
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
    };
  }, [chart, container, roamAction, enabled]);
}
