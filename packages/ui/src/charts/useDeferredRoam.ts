import type { EChartsType } from 'echarts/core';
import { useEffect, type RefObject } from 'react';

/** Below this many pixels a press is a click, not a drag. */
const DRAG_THRESHOLD = 4;
/** A wheel burst ends after this long without a wheel event; echarts then draws it once. */
const WHEEL_IDLE_MS = 150;
/** echarts' own zoom step for one wheel notch. */
const WHEEL_FACTOR = 1.2;
/** The preview is dropped after this long even if echarts draws nothing (it always should). */
const RESET_FALLBACK_MS = 250;

/** p ↦ s·p + (x, y): what the preview does to the drawn canvas. */
interface Affine {
  s: number;
  x: number;
  y: number;
}
const IDENTITY: Affine = { s: 1, x: 0, y: 0 };
/** `a` after `b`. */
const after = (a: Affine, b: Affine): Affine => ({ s: a.s * b.s, x: a.s * b.x + a.x, y: a.s * b.y + a.y });
const zoomAt = (k: number, ox: number, oy: number): Affine => ({ s: k, x: (1 - k) * ox, y: (1 - k) * oy });

type RoamStep = { dx: number; dy: number } | { zoom: number; originX: number; originY: number };

/**
 * Pans and zooms a roaming echarts series by moving and scaling its drawn canvas with a CSS
 * transform while the pointer drags or the wheel turns, then dispatches the same steps as roam
 * actions (`treeRoam`, `graphRoam`) at once, so echarts draws once per gesture. echarts redraws
 * every node on each step; a chain of 2,000 nodes then drops frames in software rendering, while
 * a composited layer keeps up with the display (bench/chain-graph). The series keeps
 * `roam: 'scale'` so that echarts still zooms on a touch pinch.
 */
export function useDeferredRoam(
  chart: RefObject<EChartsType | null>,
  container: RefObject<HTMLDivElement | null>,
  roamAction: string,
  enabled: boolean,
) {
  useEffect(() => {
    const el = container.current;
    if (!enabled || !el) return;
    // `pending`: steps dispatched, not drawn yet; `preview`: steps since, not dispatched yet.
    let pending = IDENTITY;
    let preview = IDENTITY;
    let queue: RoamStep[] = [];
    let drag: { id: number; x: number; y: number; base: Affine; moved: boolean } | null = null;
    let wheelTimer = 0;

    const show = () => {
      const layer = el.firstElementChild as HTMLElement | null;
      if (!layer) return;
      const t = after(preview, pending);
      layer.style.transformOrigin = '0 0';
      layer.style.transform =
        t.s === 1 && t.x === 0 && t.y === 0 ? '' : `translate(${t.x}px, ${t.y}px) scale(${t.s})`;
    };

    const commit = () => {
      window.clearTimeout(wheelTimer);
      const instance = chart.current;
      const steps = queue;
      queue = [];
      if (!instance || !steps.length) return;
      pending = after(preview, pending);
      preview = IDENTITY;
      // Drop the dispatched part of the preview in the frame echarts draws it, so nothing jumps.
      const drawn = () => {
        instance.off('rendered', drawn);
        window.clearTimeout(fallback);
        pending = IDENTITY;
        show();
      };
      const fallback = window.setTimeout(drawn, RESET_FALLBACK_MS);
      instance.on('rendered', drawn);
      for (const step of steps) instance.dispatchAction({ type: roamAction, seriesIndex: 0, ...step });
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
      drag = { id: e.pointerId, x: e.clientX, y: e.clientY, base: preview, moved: false };
    };
    const onMove = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        drag.moved = true;
        capture(e.pointerId);
        chart.current?.dispatchAction({ type: 'hideTip' });
      }
      preview = after({ s: 1, x: dx, y: dy }, drag.base);
      show();
    };
    const onUp = (e: PointerEvent) => {
      if (!drag || e.pointerId !== drag.id) return;
      const { moved, x, y, base } = drag;
      drag = null;
      if (!moved) return;
      if (e.type === 'pointercancel') {
        preview = base;
        return show();
      }
      queue.push({ dx: e.clientX - x, dy: e.clientY - y });
      commit();
    };
    const onWheel = (e: WheelEvent) => {
      // echarts never sees the wheel: its zoom would redraw on every notch.
      e.preventDefault();
      e.stopPropagation();
      if (drag?.moved || e.deltaY === 0) return;
      const box = el.getBoundingClientRect();
      const k = e.deltaY < 0 ? WHEEL_FACTOR : 1 / WHEEL_FACTOR;
      const originX = e.clientX - box.left;
      const originY = e.clientY - box.top;
      preview = after(zoomAt(k, originX, originY), preview);
      queue.push({ zoom: k, originX, originY });
      chart.current?.dispatchAction({ type: 'hideTip' });
      show();
      window.clearTimeout(wheelTimer);
      wheelTimer = window.setTimeout(commit, WHEEL_IDLE_MS);
    };

    el.style.touchAction = 'none';
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointermove', onMove);
    el.addEventListener('pointerup', onUp);
    el.addEventListener('pointercancel', onUp);
    el.addEventListener('wheel', onWheel, { capture: true, passive: false });
    return () => {
      window.clearTimeout(wheelTimer);
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointermove', onMove);
      el.removeEventListener('pointerup', onUp);
      el.removeEventListener('pointercancel', onUp);
      el.removeEventListener('wheel', onWheel, { capture: true });
    };
  }, [chart, container, roamAction, enabled]);
}
