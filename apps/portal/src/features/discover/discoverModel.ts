import { DISCOVER_LIMITS, ORG_KINDS, OrgKind, type OrgKindValue } from '@platform/contracts/org/constants';

export const DISCOVER_INDEX_PATH = '/discoverHome/discoverIndex';
export const DISCOVER_MEMBER_PATH = '/discoverMem/discoverMember';

/** The copy key of each organisation kind (docs/discover.md). */
export const KIND_KEYS = {
  [OrgKind.GOVERNMENT]: 'government',
  [OrgKind.PARK]: 'park',
  [OrgKind.ASSOCIATION]: 'association',
  [OrgKind.ENTERPRISE]: 'enterprise',
  [OrgKind.FINANCIAL]: 'financial',
} as const satisfies Record<OrgKindValue, string>;

export const kindKey = (kind: number) => KIND_KEYS[kind as OrgKindValue] ?? null;

/** One organisation's member page. */
export const memberPagePath = (orgId: string) => `${DISCOVER_MEMBER_PATH}?orgId=${encodeURIComponent(orgId)}`;

/** The organisation a member page shows: `orgId` (docs/discover.md), or `id`; null unless a tenant id. */
export function orgIdOf(params: URLSearchParams): string | null {
  const id = (params.get('orgId') ?? params.get('id') ?? '').trim();
  return /^\d{6}$/.test(id) ? id : null;
}

/** The 1-based page the address names (1 when absent or out of range). */
export const pageOf = (params: URLSearchParams) => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};

export interface DirectoryQuery {
  keyword: string;
  kind: string;
  region: string;
  industry: string;
  page: number;
}

/** The directory's search as the address keeps it (so back returns to the same page). */
export function directoryQueryOf(params: URLSearchParams): DirectoryQuery {
  const kind = params.get('kind') ?? '';
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, DISCOVER_LIMITS.keyword),
    kind: (ORG_KINDS as readonly number[]).includes(Number(kind)) ? kind : '',
    region: (params.get('region') ?? '').slice(0, DISCOVER_LIMITS.region),
    industry: (params.get('industry') ?? '').slice(0, DISCOVER_LIMITS.industry),
    page: pageOf(params),
  };
}

export function directoryParams(query: DirectoryQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.kind) params.set('kind', query.kind);
  if (query.region) params.set('region', query.region);
  if (query.industry) params.set('industry', query.industry);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What orgList is sent: empty filters left out. */
export function orgListInput(query: DirectoryQuery) {
  return {
    current: query.page,
    size: DISCOVER_LIMITS.orgPage,
    ...(query.keyword && { keyword: query.keyword }),
    ...(query.kind && { kind: Number(query.kind) }),
    ...(query.region && { region: query.region }),
    ...(query.industry && { industry: query.industry }),
  };
}
