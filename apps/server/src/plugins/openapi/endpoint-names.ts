import * as contracts from '@platform/contracts';
import type { Endpoint } from '@platform/contracts';

const isEndpoint = (value: unknown): value is Endpoint =>
  !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'input' in value;

/**
 * The contracts' own names for their endpoints (`systemApi.customerDetail`), found by identity in
 * the `*Api` tables the contracts export: the reference's operation ids and titles.
 */
export function endpointNames(): Map<Endpoint, string> {
  const names = new Map<Endpoint, string>();
  for (const [table, value] of Object.entries(contracts)) {
    if (!table.endsWith('Api') || !value || typeof value !== 'object') continue;
    for (const [name, ep] of Object.entries(value))
      if (isEndpoint(ep) && !names.has(ep)) names.set(ep, `${table}.${name}`);
  }
  return names;
}
