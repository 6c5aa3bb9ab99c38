/**
 * A path of this site, safe to navigate to: one leading slash, not `//host` nor `/\host` (which
 * browsers read as another site's address).
 */
export function isOwnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}
