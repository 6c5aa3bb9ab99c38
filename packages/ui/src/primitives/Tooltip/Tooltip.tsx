/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import { useFocus, useHover, useInteractions, type Placement } from '@floating-ui/react';
import { useFloatingPanel } from '../../internal/useFloatingPanel';
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { Layer } from '../../internal/Layer';
import { Tip } from './Tooltip.styles';

export interface TooltipProps {
  /** One focusable element; it gets aria-describedby pointing at the tip. */
  children: ReactElement<Record<string, unknown>>;
  content: ReactNode;
  placement?: Placement;
  /** Hover delay in ms (default 100). */
  delay?: number;
  /** Starts open (stories, screenshots). */
  defaultOpen?: boolean;
}

/** Shows on hover and keyboard focus; Escape hides it. */
export function Tooltip({
  children,
  content,
  placement = 'top',
  delay = 100,
  defaultOpen = false,
}: TooltipProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { refs, floatingStyles, context, interactions } = useFloatingPanel({
    open,
    onOpenChange: setOpen,
    role: 'tooltip',
    placement,
    gap: 6,
    click: false,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    ...interactions,
    useHover(context, { delay: { open: delay, close: 0 }, move: false }),
    useFocus(context),
  ]);
  if (!isValidElement(children)) return null;
  return (
    <>
      {cloneElement(children, { ref: refs.setReference, ...getReferenceProps(children.props) })}
      {open && content !== undefined && content !== '' && (
        <Layer>
          <Tip ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </Tip>
        </Layer>
      )}
    </>
  );
}
