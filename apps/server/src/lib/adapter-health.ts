/**
 * The last error of each adapter, in memory (the operator's health page, docs/operator.md): noted
 * where an adapter's error is already caught, one record per adapter (the latest wins), so it
 * costs nothing and holds nothing else. Per process: each instance knows its own; a restart
 * forgets them.
 */
export const HEALTH_ADAPTERS = ['database', 'redis', 'sms', 'payments', 'storage', 'chat'] as const;
export type HealthAdapter = (typeof HEALTH_ADAPTERS)[number];

export interface AdapterError {
  message: string;
  at: Date;
  /** Errors noted since the process started. */
  count: number;
}

const MESSAGE_MAX = 300;
const lastErrors = new Map<HealthAdapter, AdapterError>();

export function noteAdapterError(adapter: HealthAdapter, error: unknown): void {
  const text = error instanceof Error ? error.message : String(error);
  const before = lastErrors.get(adapter);
  lastErrors.set(adapter, {
    message: text.slice(0, MESSAGE_MAX),
    at: new Date(),
    count: (before?.count ?? 0) + 1,
  });
}

export function lastAdapterError(adapter: HealthAdapter): AdapterError | undefined {
  return lastErrors.get(adapter);
}

/** Tests only: forget every record. */
export function clearAdapterErrors(): void {
  lastErrors.clear();
}

/**
 * The adapter as it is, each of its calls' errors noted before they go on to the caller as before
 * (app.ts wraps the SMS, payment and storage adapters once, where they are built).
 */
export function watchedAdapter<T extends object>(adapter: HealthAdapter, target: T): T {
  return new Proxy(target, {
    get(t, key) {
      const value: unknown = Reflect.get(t, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const out: unknown = (value as (...a: unknown[]) => unknown).apply(t, args);
          if (out instanceof Promise)
            return out.catch((err: unknown) => {
              noteAdapterError(adapter, err);
              throw err;
            });
          return out;
        } catch (err) {
          noteAdapterError(adapter, err);
          throw err;
        }
      };
    },
  });
}
