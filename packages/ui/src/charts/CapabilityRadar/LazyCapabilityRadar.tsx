import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CapabilityRadarProps } from './CapabilityRadar';

const CapabilityRadar = lazy(() => import('./CapabilityRadar').then((m) => ({ default: m.CapabilityRadar })));

/**
 * The capability radar, with its chart code (echarts) imported only once the radar scrolls into
 * view: a profile card below the fold, or on a partner's page, costs nothing of it until seen.
 */
export function LazyCapabilityRadar(props: CapabilityRadarProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = anchor.current;
    if (visible || !el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  const height = props.height ?? 300;
  return (
    <div ref={anchor} style={{ minHeight: height }}>
      {visible && (
        <Suspense fallback={null}>
          <CapabilityRadar {...props} />
        </Suspense>
      )}
    </div>
  );
}
