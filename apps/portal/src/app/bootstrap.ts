import { hashLinkTarget, stripTokenFromUrl } from '../features/auth';

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

/** An old hash link followed inside the page (no reload) is turned into a path as well. */
export function followHashLinks(navigate: (to: string) => void): () => void {
  const onHashChange = () => {
    const target = hashLinkTarget(window.location.href);
    if (target) navigate(target);
  };
  window.addEventListener('hashchange', onHashChange);
  return () => window.removeEventListener('hashchange', onHashChange);
}
