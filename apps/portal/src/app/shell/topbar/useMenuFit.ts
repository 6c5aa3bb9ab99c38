import { useLayoutEffect, useRef, useState } from 'react';
import { entriesThatFit } from './menuFit';

/** The gap between menu entries (TopBar.styles Nav). */
export const MENU_GAP = 2;

/**
 * Measures the menu's entries in a hidden row (the last child being the More button) and tells how
 * many fit in the nav; remeasured when the nav's width or the entries' labels change.
 */
export function useMenuFit(labelsKey: string) {
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<number | null>(null);
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const compute = () => {
      const widths = [...measure.children].map((el) => (el as HTMLElement).offsetWidth);
      const more = widths.pop() ?? 0;
      setFit(entriesThatFit(widths, nav.clientWidth, more, MENU_GAP));
    };
    compute();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(compute);
    observer.observe(nav);
    // The entries' own widths change too once the web font arrives.
    observer.observe(measure);
    return () => observer.disconnect();
  }, [labelsKey]);
  return { navRef, measureRef, fit };
}
