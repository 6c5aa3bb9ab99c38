import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useListNavigation,
  useRole,
  type Placement,
  type UseListNavigationProps,
} from '@floating-ui/react';
import { useRef } from 'react';

export interface FloatingPanelOptions {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ARIA role of the panel; the trigger gets the matching aria-haspopup/expanded/describedby. */
  role: 'dialog' | 'menu' | 'tooltip';
  placement?: Placement;
  /** Distance in px between trigger and panel. */
  gap?: number;
  /** `click` (default) toggles on click; `hover` adds hover with a safe path into the panel;
   *  `tooltip` opens on hover (after `delay`) and keyboard focus, never on click. */
  openOn?: 'click' | 'hover' | 'tooltip';
  /** Hover delay in ms for `tooltip`. */
  delay?: number;
  /** Arrow-key navigation over the panel's items (menus). */
  listNavigation?: Omit<UseListNavigationProps, 'listRef'> & {
    listRef: UseListNavigationProps['listRef'];
  };
}

/**
 * The one floating-ui setup every floating layer shares: position (offset, flip, shift, auto
 * update), dismissal (Escape, click away), the ARIA role, and how the panel opens.
 */
export function useFloatingPanel({
  open,
  onOpenChange,
  role,
  placement = 'bottom',
  gap = 4,
  openOn = 'click',
  delay = 100,
  listNavigation,
}: FloatingPanelOptions) {
  const noList = useRef<Array<HTMLElement | null>>([]);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement,
    middleware: [offset(gap), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const tooltip = openOn === 'tooltip';
  const interactions = useInteractions([
    useClick(context, { enabled: !tooltip }),
    useHover(
      context,
      tooltip
        ? { delay: { open: delay, close: 0 }, move: false }
        : { enabled: openOn === 'hover', handleClose: safePolygon() },
    ),
    useFocus(context, { enabled: tooltip }),
    useDismiss(context),
    useRole(context, { role }),
    useListNavigation(context, {
      listRef: noList,
      activeIndex: null,
      ...listNavigation,
      enabled: listNavigation !== undefined,
    }),
  ]);
  return { refs, floatingStyles, context, ...interactions };
}
