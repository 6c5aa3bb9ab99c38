/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import {
  FloatingFocusManager,
  safePolygon,
  useHover,
  useInteractions,
  type Placement,
} from '@floating-ui/react';
import { useFloatingPanel } from '../../internal/useFloatingPanel';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { FloatingCard } from '../../internal/Floating.styles';
import { Layer } from '../../internal/Layer';

export interface PopoverProps {
  /** One focusable element (usually a Button) that opens the popover. */
  children: ReactElement<Record<string, unknown>>;
  content: ReactNode;
  /** 'click' (default) or 'hover' (also opens on focus via click/Enter). */
  trigger?: 'click' | 'hover';
  placement?: Placement;
  /** Width in px, e.g. 500 for the professional-services popover. */
  width?: number;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the popover panel. */
  'aria-label'?: string;
}

/** Non-modal dialog anchored to its trigger: Escape and click-away close it, focus moves in and back. */
export function Popover({
  children,
  content,
  trigger = 'click',
  placement = 'bottom',
  width,
  open: controlled,
  onOpenChange,
  ...aria
}: PopoverProps) {
  const [inner, setInner] = useState(false);
  const open = controlled ?? inner;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setInner(next);
    onOpenChange?.(next);
  };
  const { refs, floatingStyles, context, interactions } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    role: 'dialog',
    placement,
    gap: 8,
  });
  const hover = useHover(context, { enabled: trigger === 'hover', handleClose: safePolygon() });
  const { getReferenceProps, getFloatingProps } = useInteractions([...interactions, hover]);
  if (!isValidElement(children)) return null;
  return (
    <>
      {cloneElement(children, { ref: refs.setReference, ...getReferenceProps(children.props) })}
      {open && (
        <Layer>
          <FloatingFocusManager context={context} modal={false} initialFocus={0}>
            <FloatingCard
              ref={refs.setFloating}
              style={floatingStyles}
              $width={width}
              aria-label={aria['aria-label']}
              {...getFloatingProps()}
            >
              {content}
            </FloatingCard>
          </FloatingFocusManager>
        </Layer>
      )}
    </>
  );
}
