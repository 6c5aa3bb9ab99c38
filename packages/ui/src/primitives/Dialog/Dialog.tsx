/* eslint-disable react-hooks/refs -- floating-ui's refs.setReference/setFloating are stable callback setters passed as ref props, not ref reads during render. */
import { FloatingFocusManager, useDismiss, useFloating, useInteractions, useRole } from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import { Layer } from '../../internal/Layer';
import { useUiMessages } from '../../locale';
import type { DialogWidth } from '../../theme/tokens';
import { Body, Close, Footer, Header, Overlay, Panel, Title } from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  /** Called with false when the user closes it (close button, Escape, click-away). */
  onOpenChange: (open: boolean) => void;
  title?: ReactNode;
  /** One of the spec widths (default 456). */
  width?: DialogWidth;
  footer?: ReactNode;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** A click on the mask closes the dialog (default true). */
  closeOnClickAway?: boolean;
  /** Shows the × button (default true). */
  closable?: boolean;
  /** Accessible label of the × button; defaults to 关闭 / Close. */
  closeLabel?: string;
  /** Accessible name when there is no visible title. */
  'aria-label'?: string;
  children?: ReactNode;
}

/** Modal dialog with a focus trap; focus returns to the opener on close. */
export function Dialog({
  open,
  onOpenChange,
  title,
  width = 456,
  footer,
  closeOnEscape = true,
  closeOnClickAway = true,
  closable = true,
  closeLabel,
  children,
  ...aria
}: DialogProps) {
  const messages = useUiMessages();
  const titleId = useId();
  const { refs, context } = useFloating({ open, onOpenChange });
  const dismiss = useDismiss(context, {
    escapeKey: closeOnEscape,
    outsidePress: closeOnClickAway,
    outsidePressEvent: 'mousedown',
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!open) return null;
  return (
    <Layer>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} modal initialFocus={-1} returnFocus>
          <Panel
            ref={refs.setFloating}
            $width={width}
            aria-modal="true"
            aria-labelledby={title ? titleId : undefined}
            aria-label={title ? undefined : aria['aria-label']}
            {...getFloatingProps()}
          >
            {(title || closable) && (
              <Header>
                {title && <Title id={titleId}>{title}</Title>}
                {closable && (
                  <Close
                    type="button"
                    aria-label={closeLabel ?? messages.close}
                    onClick={() => onOpenChange(false)}
                  >
                    ×
                  </Close>
                )}
              </Header>
            )}
            <Body>{children}</Body>
            {footer && <Footer>{footer}</Footer>}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </Layer>
  );
}
