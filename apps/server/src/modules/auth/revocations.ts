import type { Q } from '../../db/kysely';

/**
 * Who wants to know when logins end (logout, password change or reset, refresh-token reuse): the
 * chat sockets close the sockets of those sessions on every instance. Listeners are kept per
 * store (one per app), so two apps in one process (tests, the two-instance benchmark) stay apart.
 * Auth knows nothing of its listeners: the dependency points from them to auth.
 */
export type SessionsRevokedListener = (sessionIds: string[]) => void | Promise<void>;

const listeners = new WeakMap<Q, Set<SessionsRevokedListener>>();

/** `db` is the app's store.db (app.ctx.store.db); answers the function that unsubscribes. */
export function onSessionsRevoked(db: Q, listener: SessionsRevokedListener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

/** Tells the listeners; a failing listener never fails the revocation (sockets re-check anyway). */
export async function announceSessionsRevoked(db: Q, sessionIds: string[]): Promise<void> {
  const set = listeners.get(db);
  if (!set || sessionIds.length === 0) return;
  await Promise.allSettled([...set].map(async (listener) => listener(sessionIds)));
}
