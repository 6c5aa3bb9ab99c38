import { useCallback } from 'react';
import { useWidget } from '../mount';
import { requireSession, LoginCancelledError } from '../session';
import { WidgetApiError } from '../client';

/** What a pf-error carries: message, name and, for an API refusal, its code. */
export function errorDetail(error: unknown): { message: string; name: string; code?: number } {
  if (error instanceof WidgetApiError)
    return {
      message: error.message,
      name: error.name,
      ...(error.code !== undefined ? { code: error.code } : {}),
    };
  if (error instanceof Error) return { message: error.message, name: error.name };
  return { message: String(error), name: 'Error' };
}

/**
 * Runs an action that needs a platform user: asks for one first (pf-login-required, then the
 * login popup), then runs it. A failure is a pf-error and `undefined`, never an exception.
 */
export function useSignedIn() {
  const { host, apiBase, customer, locale, emit } = useWidget();
  return useCallback(
    async <T>(action: string, run: () => Promise<T>): Promise<T | undefined> => {
      try {
        await requireSession({ host, apiBase, customer, locale, action });
        return await run();
      } catch (error) {
        emit('pf-error', errorDetail(error));
        if (error instanceof LoginCancelledError) return undefined;
        throw error;
      }
    },
    [host, apiBase, customer, locale, emit],
  );
}
