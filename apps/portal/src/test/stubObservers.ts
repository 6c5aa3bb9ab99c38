import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export type IntersectionCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Stubs IntersectionObserver (jsdom has none) and an inert ResizeObserver; returns the callbacks
 * of the observers made from now on, newest last, for a test to fire by hand.
 */
export function stubObservers(): IntersectionCallback[] {
  const observers: IntersectionCallback[] = [];
  class FakeIntersection {
    constructor(private readonly callback: IntersectionCallback) {
      observers.push(callback);
    }
    observe() {
      observing.add(this.callback);
    }
    unobserve() {
      observing.delete(this.callback);
    }
    disconnect() {
      observing.delete(this.callback);
    }
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

const observing = new WeakSet<IntersectionCallback>();

/**
 * The newest observer that watches an element, once there is one. Components create theirs in an
 * effect after the commit that shows the content (and only once they can load more), so a test
 * that fires `observers.at(-1)` right after finding the content races that effect.
 */
export async function watchingObserver(observers: IntersectionCallback[]): Promise<IntersectionCallback> {
  let found: IntersectionCallback | undefined;
  await waitFor(() => {
    found = observers.findLast((callback) => observing.has(callback));
    expect(found, 'no observer watches an element yet').toBeDefined();
  });
  return found!;
}
