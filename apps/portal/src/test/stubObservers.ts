import { vi } from 'vitest';

export type IntersectionCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Stubs IntersectionObserver (jsdom has none) and an inert ResizeObserver; returns the callbacks
 * of the observers made from now on, newest last, for a test to fire by hand.
 */
export function stubObservers(): IntersectionCallback[] {
  const observers: IntersectionCallback[] = [];
  class FakeIntersection {
    constructor(callback: IntersectionCallback) {
      observers.push(callback);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class NoResize {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersection);
  vi.stubGlobal('ResizeObserver', NoResize);
  return observers;
}
