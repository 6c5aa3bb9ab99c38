/**
 * The portal's one event channel between features. Each event is named and typed here; features
 * emit and listen through this module only (no window CustomEvents), and a listener gets back a
 * function that removes it.
 */
export interface PortalEvents {
  /** After an activation or a purchase (spec 1 §7 Activation: 'has bought products'). */
  purchaseCompleted: undefined;
  /** The shell may offer its tenant switcher: type 3 chooses a tenant, type 2 creates one. */
  tenantSwitchRequested: { type: 2 | 3 };
  /** The chat client resets its connection after a login (spec 1 §4 Login). */
  chatReset: undefined;
  /** Login state watcher (spec 1 §4): the chat client logs in or out with the portal user. */
  chatLogin: { userId: string };
  chatLogout: undefined;
  /** Forward a business card into chats through the chat's forward dialog (spec 1 §2, §5). */
  forwardCard: { vcardId: string };
}

export type PortalEventName = keyof PortalEvents;
type Listener<K extends PortalEventName> = (payload: PortalEvents[K]) => void;

const listeners = new Map<PortalEventName, Set<(payload: never) => void>>();

export function onPortalEvent<K extends PortalEventName>(name: K, listener: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener);
  return () => void set.delete(listener);
}

export function emitPortalEvent<K extends PortalEventName>(
  name: K,
  ...[payload]: PortalEvents[K] extends undefined ? [] : [PortalEvents[K]]
): void {
  listeners.get(name)?.forEach((listener) => (listener as Listener<K>)(payload as PortalEvents[K]));
}
