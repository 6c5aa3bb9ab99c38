import { FloatingPortal } from '@floating-ui/react';
import type { ReactNode } from 'react';
import { useUiConfig } from '../locale';

/** Portals floating layers into the configured root (a shadow root's container inside widgets). */
export function Layer({ children }: { children: ReactNode }) {
  const { portalRoot } = useUiConfig();
  return <FloatingPortal root={portalRoot ?? undefined}>{children}</FloatingPortal>;
}
