import type { ReactNode } from 'react';

/**
 * The queue of open confirm() dialogs, apart from the host that draws them: a caller of confirm()
 * (the purchase flow, a card's delete) then does not load the dialog and floating-layer code with
 * the first route; the host, mounted after the first render, does.
 */
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

/** Counts a mounted host while it lives; the returned function unmounts it. */
export function hostMounted(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

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

export function settle(id: number, ok: boolean) {
  const item = queue.find((p) => p.id === id);
  queue = queue.filter((p) => p.id !== id);
  item?.resolve(ok);
  emit();
}

export const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const pendingConfirms = () => queue;
