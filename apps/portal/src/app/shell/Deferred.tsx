import { Suspense, type ReactNode } from 'react';
import { useIdle } from './useIdle';

/** Shows `fallback` until the browser is idle after the first render, then the lazy children. */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const idle = useIdle();
  if (!idle) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
