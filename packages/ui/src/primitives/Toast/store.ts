import type { ReactNode } from 'react';

export type ToastKind = 'error' | 'success' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: ReactNode;
  duration: number;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const emit = () => listeners.forEach((l) => l());

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getToasts = () => items;

export function dismiss(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: ReactNode, duration = 3000): number {
  // At most one error toast at a time: a new error replaces the old one.
  if (kind === 'error') items.filter((t) => t.kind === 'error').forEach((t) => dismiss(t.id));
  const id = nextId++;
  items = [...items, { id, kind, message, duration }];
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  emit();
  return id;
}

export const toast = {
  error: (message: ReactNode, duration?: number) => show('error', message, duration),
  success: (message: ReactNode, duration?: number) => show('success', message, duration),
  info: (message: ReactNode, duration?: number) => show('info', message, duration),
  dismiss,
  clear: () => items.forEach((t) => dismiss(t.id)),
};
