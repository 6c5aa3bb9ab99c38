import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '../Button';
import { useUiMessages } from '../../locale';
import { Dialog } from './Dialog';

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  /** Defaults to 取消 / Cancel. */
  cancelText?: string;
  /** Defaults to 确定 / OK. */
  okText?: string;
  /** Escape and click-away count as cancel (default true). */
  dismissible?: boolean;
}

interface Pending extends ConfirmOptions {
  id: number;
  resolve: (ok: boolean) => void;
}

let queue: Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
let hosts = 0;

/** Opens the standard 456 px confirm dialog; resolves true on confirm, false otherwise. Needs a mounted <ConfirmHost/> (or <UiHost/>). */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (hosts === 0) console.warn('confirm() shows nothing until <ConfirmHost/> or <UiHost/> is mounted.');
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

/** Cancels every confirm still open (each resolves false): a test's leftovers must not reach the next. */
export function clearConfirms(): void {
  const open = queue;
  queue = [];
  open.forEach((p) => p.resolve(false));
  emit();
}

function settle(id: number, ok: boolean) {
  const item = queue.find((p) => p.id === id);
  queue = queue.filter((p) => p.id !== id);
  item?.resolve(ok);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Renders confirm() dialogs inside the app's theme and locale. */
export function ConfirmHost() {
  const items = useSyncExternalStore(
    subscribe,
    () => queue,
    () => queue,
  );
  const messages = useUiMessages();
  useEffect(() => {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  }, []);
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
