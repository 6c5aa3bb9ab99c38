/* eslint-disable react-hooks/refs -- floating-ui's refs.setFloating is a stable callback setter passed as a ref prop. */
import { FloatingFocusManager, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import { Layer } from '../../internal/Layer';
import { useUiMessages } from '../../locale';
import { Body, Close, Footer, Header, Overlay, Panel, Title } from './Drawer.styles';

export interface DrawerProps {
  open: boolean;
  /** Called with false when the user closes it (× button, Escape, click on the mask). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Side the panel slides in from (default right). */
  placement?: 'left' | 'right';
  /** Panel width in px (default: the drawer token, 378). */
  width?: number;
  footer?: ReactNode;
  children?: ReactNode;
}

/** Modal side panel: focus moves in and is trapped; Escape closes it and focus returns to the opener. */
export function Drawer({
  open,
  onOpenChange,
  title,
  placement = 'right',
  width,
  footer,
  children,
}: DrawerProps) {
  const messages = useUiMessages();
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  if (!open) return null;
  return (
    <Layer>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} modal returnFocus>
          <Panel
            ref={refs.setFloating}
            $width={width}
            $side={placement}
            aria-modal="true"
            aria-labelledby={titleId}
            {...getFloatingProps()}
          >
            <Header>
              <Title id={titleId}>{title}</Title>
              <Close type="button" aria-label={messages.close} onClick={() => onOpenChange(false)}>
                ×
              </Close>
            </Header>
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </Layer>
  );
}
