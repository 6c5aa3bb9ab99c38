/** What the request layer may do to the screen; the shell installs the real ones at start. */
export interface ConfirmOptions {
  title: string;
  content: string;
  confirmText: string;
  cancelText?: string;
}

export interface RequestEffects {
  errorToast(message: string): void;
  confirm(options: ConfirmOptions): Promise<boolean>;
  currentPath(): string;
  navigate(path: string): void;
  openWindow(path: string): void;
  trialEnded(isSso: boolean): void;
}

const noop = () => undefined;

let effects: RequestEffects = {
  errorToast: noop,
  confirm: () => Promise.resolve(false),
  currentPath: () => window.location.pathname,
  navigate: noop,
  openWindow: (path) => void window.open(path, '_blank'),
  trialEnded: noop,
};

export function installRequestEffects(next: Partial<RequestEffects>): void {
  effects = { ...effects, ...next };
}

export function requestEffects(): RequestEffects {
  return effects;
}
