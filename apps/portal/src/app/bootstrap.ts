import { hashLinkTarget, stripTokenFromUrl } from '../features/auth/entryQuery';

/** Before the router starts: old hash links become paths, the token is read and stripped. */
export function normaliseEntryUrl(): { token: string | null; search: string } {
  const hashTarget = hashLinkTarget(window.location.href);
  if (hashTarget) window.history.replaceState(null, '', hashTarget);
  const search = window.location.search;
  const token = new URLSearchParams(search).get('token');
  const stripped = stripTokenFromUrl(window.location.href);
  if (stripped) window.history.replaceState(null, '', stripped);
  return { token, search };
}
