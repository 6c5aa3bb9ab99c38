import {
  autoUpdate,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type ElementProps,
  type Placement,
} from '@floating-ui/react';

export interface FloatingPanelOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ARIA role of the panel; the trigger gets the matching aria-haspopup/expanded/describedby. */
  role: 'dialog' | 'menu' | 'tooltip';
  placement?: Placement;
  /** Distance in px between trigger and panel (default 4). */
  gap?: number;
  /** A click on the trigger toggles the panel (default true; tooltips pass false). */
  click?: boolean;
}

/**
 * The one floating-ui setup every anchored layer shares: position (offset, flip, shift, auto
 * update), dismissal (Escape, click away), the ARIA role and click-to-toggle. A layer with more
 * behaviour (hover, focus, a menu's arrow keys) creates those hooks from the returned `context` and
 * combines them with `useInteractions([...interactions, ...])`, so each is bundled only where used.
 */
export function useFloatingPanel({
  open,
  onOpenChange,
  role,
  placement = 'bottom',
  gap = 4,
  click = true,
}: FloatingPanelOptions) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement,
    middleware: [offset(gap), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const interactions: ElementProps[] = [
    useClick(context, { enabled: click }),
    useDismiss(context),
    useRole(context, { role }),
  ];
  return { refs, floatingStyles, context, interactions, ...useInteractions(interactions) };
}
