import { STORAGE_KEYS } from '../../shared/session/storageKeys';

/** Query parameters the portal reads on entry (spec 1 §2 Query parameters). */
export interface EntryQuery {
  token: string | null;
  path: string | null;
  serveRegionCode: string | null;
  invite: { userId: string; tenantId: string } | null;
  sellCode: string | null;
  channel: string | null;
  openLogin: boolean;
  loginType: string | null;
  phone: string | null;
  appId: string | null;
  ssoType: string | null;
  jumpPage: string | null;
}

export function parseEntryQuery(search: string): EntryQuery {
  const q = new URLSearchParams(search);
  const userId = q.get('userid');
  const tenantId = q.get('tenantid');
  return {
    token: q.get('token'),
    path: q.get('path'),
    serveRegionCode: q.get('serveRegionCode'),
    invite: userId ? { userId, tenantId: tenantId ?? '' } : null,
    sellCode: q.get('sellCode'),
    channel: q.get('channel'),
    openLogin: q.get('open_login') === '1',
    loginType: q.get('loginType') ?? q.get('type'),
    phone: q.get('phone') ?? q.get('mobile'),
    appId: q.get('appId'),
    ssoType: q.get('ssoType'),
    jumpPage: q.get('jumpPage'),
  };
}

/** The token is read once and stripped from the address (spec 1 §2). */
export function stripTokenFromUrl(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('token')) return null;
  url.searchParams.delete('token');
  return url.pathname + url.search + url.hash;
}

/** Old hash links (`/#/entInfo/index?companyid=1`, as spec 2 writes them) -> the same path without the hash. */
export function hashLinkTarget(href: string): string | null {
  const url = new URL(href);
  if (!url.hash.startsWith('#/')) return null;
  return url.hash.slice(1);
}

export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export interface PendingInvite {
  inviterUserId?: string;
  inviterTenantId?: string;
  sellCode?: string;
  channel?: string;
}

export function pendingInviteOf(query: EntryQuery): PendingInvite | null {
  if (!query.invite && !query.sellCode) return null;
  const invite: PendingInvite = {};
  if (query.invite?.userId) invite.inviterUserId = query.invite.userId;
  if (query.invite?.tenantId) invite.inviterTenantId = query.invite.tenantId;
  if (query.sellCode) invite.sellCode = query.sellCode;
  if (query.channel) invite.channel = query.channel;
  return invite;
}

export function storePendingInvite(invite: PendingInvite): void {
  localStorage.setItem(STORAGE_KEYS.pendingInvite, JSON.stringify(invite));
}

export function takePendingInvite(): PendingInvite | null {
  const raw = localStorage.getItem(STORAGE_KEYS.pendingInvite);
  localStorage.removeItem(STORAGE_KEYS.pendingInvite);
  try {
    return raw ? (JSON.parse(raw) as PendingInvite) : null;
  } catch {
    return null;
  }
}

/** Mobile redirect target with sellCode and channel carried over. */
export function mobileTarget(base: string, query: EntryQuery): string {
  const url = new URL(base, window.location.origin);
  if (query.sellCode) url.searchParams.set('sellCode', query.sellCode);
  if (query.channel) url.searchParams.set('channel', query.channel);
  return url.toString();
}
