import { DEFAULT_TENANT_ID } from '@platform/contracts/constants';
import { isMediaChannel, type MediaChannel } from '@platform/contracts/media-tracking/limits';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import type { AppStore } from '../../shared/store/rootState';
import { mediaTrackingApi } from './mediaTrackingApi';

/**
 * The visitor's side of media tracking (docs/media-tracking.md): a random visitor id and the first
 * valid channel of an entry address, both in localStorage. Only the nine channel names are kept;
 * anything else in `channel` is ignored and never stored or sent.
 */

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** The visitor id, made on first ask. */
export function visitorId(): string {
  const stored = localStorage.getItem(STORAGE_KEYS.mediaVisitor);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  localStorage.setItem(STORAGE_KEYS.mediaVisitor, id);
  return id;
}

/** The visitor's channel (the first valid one seen), or null. */
export function storedChannel(): MediaChannel | null {
  const stored = localStorage.getItem(STORAGE_KEYS.mediaChannel);
  return isMediaChannel(stored) ? stored : null;
}

/**
 * Keeps the entry address's channel when it is one of the nine and none is kept yet; answers the
 * channel this entry brought (null for none or an invalid one).
 */
export function captureChannel(value: string | null): MediaChannel | null {
  const channel = value?.trim() ?? '';
  if (!isMediaChannel(channel)) return null;
  if (!storedChannel()) localStorage.setItem(STORAGE_KEYS.mediaChannel, channel);
  return channel;
}

const pageLink = () => `${window.location.pathname}${window.location.search}`.slice(0, 500);
const referrer = () => (/^https?:\/\//.test(document.referrer) ? document.referrer.slice(0, 500) : '');

/** On entry with a valid channel: keeps it and posts the visit (silently; tracking never blocks). */
export async function recordEntryVisit(store: AppStore, value: string | null): Promise<void> {
  const channel = captureChannel(value);
  if (!channel) return;
  await store
    .dispatch(
      mediaTrackingApi.endpoints.mediaVisit.initiate({
        channel,
        visitorId: visitorId(),
        pageLink: pageLink(),
        origLink: referrer(),
      }),
    )
    .catch(() => undefined);
}

/**
 * Once signed in: ties the user to the visitor's channel (the server keeps the first and decides
 * whether this was a registration). Once per user on this browser.
 */
export async function attributeChannel(store: AppStore): Promise<void> {
  const channel = storedChannel();
  const state = store.getState().app;
  const userId = state.userInfo?.userId;
  if (!channel || !state.token || !userId) return;
  if (localStorage.getItem(STORAGE_KEYS.mediaAttributed) === userId) return;
  const result = await store
    .dispatch(mediaTrackingApi.endpoints.mediaAttribute.initiate({ channel, visitorId: visitorId() }))
    .catch(() => undefined);
  if (result && 'data' in result && result.data) localStorage.setItem(STORAGE_KEYS.mediaAttributed, userId);
}

/** A click on a purchased-service entry (action 2), only for a visitor who came with a channel. */
export function trackServiceClick(store: AppStore, targetLink: string): void {
  const channel = storedChannel();
  if (!channel) return;
  void store
    .dispatch(
      mediaTrackingApi.endpoints.mediaClick.initiate({
        channel,
        visitorId: visitorId(),
        targetLink: targetLink.slice(0, 500),
        pageLink: pageLink(),
      }),
    )
    .catch(() => undefined);
}

/** The platform operator (administrators of tenant 000000): the portal only hides, the server refuses. */
export function isPlatformOperator(app: {
  userInfo: { tenantId?: string } | null;
  isAdmin: boolean;
}): boolean {
  return app.isAdmin && app.userInfo?.tenantId === DEFAULT_TENANT_ID;
}
