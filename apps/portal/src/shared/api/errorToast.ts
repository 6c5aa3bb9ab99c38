import { requestEffects } from './requestEffects';

export const ERROR_TOAST_MS = 3000;
let visibleUntil = 0;

/** Spec 1 §8: failures show as one error toast at a time. */
export function showErrorOnce(message: string, now = Date.now()): boolean {
  if (now < visibleUntil) return false;
  visibleUntil = now + ERROR_TOAST_MS;
  requestEffects().errorToast(message);
  return true;
}

export function resetErrorToast(): void {
  visibleUntil = 0;
}
