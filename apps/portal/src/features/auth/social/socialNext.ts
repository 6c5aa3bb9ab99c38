import { isOwnPath } from '../../../shared/router/ownPath';

/**
 * Where a social sign-in continues after the provider's round trip (the page it started on, or
 * /user/safety/index for a binding): kept in this tab's session storage, read once.
 */
const KEY = 'platform-social-next';

export function rememberSocialNext(path: string): void {
  sessionStorage.setItem(KEY, path);
}

/** A path of this site only (isOwnPath), never the callback itself; else discover. */
export function takeSocialNext(fallback = '/home/discover'): string {
  const path = sessionStorage.getItem(KEY) ?? '';
  sessionStorage.removeItem(KEY);
  return isOwnPath(path) && !path.startsWith('/oauth/') ? path : fallback;
}
