import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../Button';
import { useUiMessages } from '../../locale';
import { Dialog } from './Dialog';
import { hostMounted, pendingConfirms, settle, subscribe } from './confirmQueue';

export { clearConfirms, confirm, type ConfirmOptions } from './confirmQueue';

/** Renders confirm() dialogs inside the app's theme and locale. */
export function ConfirmHost() {
  const items = useSyncExternalStore(subscribe, pendingConfirms, pendingConfirms);
  const messages = useUiMessages();
  useEffect(hostMounted, []);
  const current = items[0];
  if (!current) return null;
  const dismissible = current.dismissible ?? true;
  return (
    <Dialog
      key={current.id}
      open
      width={456}
      title={current.title}
      closable={dismissible}
      closeOnEscape={dismissible}
      closeOnClickAway={dismissible}
      aria-label={typeof current.title === 'string' ? current.title : messages.ok}
      onOpenChange={(open) => !open && settle(current.id, false)}
      footer={
        <>
          <Button onClick={() => settle(current.id, false)}>{current.cancelText ?? messages.cancel}</Button>
          <Button variant="primary" onClick={() => settle(current.id, true)} autoFocus>
            {current.okText ?? messages.ok}
          </Button>
        </>
      }
    >
      {current.content}
    </Dialog>
  );
}
