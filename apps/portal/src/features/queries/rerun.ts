import type { QueryEntry } from '@platform/contracts/queries';
import { mapSearchPath } from '../chain';
import { discoverPath } from '../enterprise';

/**
 * Where "run again" goes: the entry's page with its filters in the address, which the page reads
 * back exactly (discover's search parameters, the chain map's node and list filters). Null for a
 * source without a page yet (the acquisition workspaces).
 */
export function rerunPath(entry: QueryEntry): string | null {
  if (entry.source === 'discover') return discoverPath(entry.params);
  if (entry.source === 'chainMap')
    return mapSearchPath({
      ...entry.params,
      ...(entry.params.regStatusCode !== undefined && { regStatusCode: String(entry.params.regStatusCode) }),
    });
  return null;
}
