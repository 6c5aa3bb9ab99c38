import { useEffect, useSyncExternalStore } from 'react';

/**
 * Deferred UI (floating layers, side bar, popovers) waits for the first page to render and the
 * browser to go idle, so the first route's JS stays small.
 */
let idle = false;
let pageRendered = false;
const listeners = new Set<() => void>();

function becomeIdle() {
  if (idle) return;
  idle = true;
  listeners.forEach((listener) => listener());
}

export function markPageRendered(): void {
  if (pageRendered) return;
  pageRendered = true;
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(becomeIdle, { timeout: 1500 });
  else setTimeout(becomeIdle, 200);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}

/** Mounted inside each page's Suspense boundary: its effect runs once the page has rendered. */
export function usePageRendered(): void {
  useEffect(() => markPageRendered(), []);
}
