import type { Route } from '../route';
import { SERVICE } from '../services';

const P = `${SERVICE.resource}/policy`;
const S = SERVICE.system;

/**
 * 政策, the platform's policy library (/serve/policy and /serve/policyDetail, issue 28 item 8;
 * docs/policies.md). Public, like the other industry services' pages (spec 1 §2). The user's
 * collection keeps spec 2 §7's myCollectPolicy paths (page and remove, in content's
 * interactionRoutes); `collect` and `state` are ours, beside them.
 */
export const policyRoutes = {
  /** Policies newest first (query: keyword, level, provinceCode, chainCode, from, to, validOnly, current, size). */
  page: { method: 'GET', path: `${P}/page`, auth: 'public' },
  /** One policy: its full text as paragraphs and its support measures. */
  detail: { method: 'GET', path: `${P}/detail`, auth: 'public' },
  /** The levels, provinces and chains the library holds, with counts (the filters' options). */
  facets: { method: 'GET', path: `${P}/facets`, auth: 'public' },
  /** Policies that apply to a company: its county, city, province and national, on its chains. */
  forCompany: { method: 'GET', path: `${P}/forCompany`, auth: 'public' },
  /** Collects a policy (myCollectPolicy). */
  collect: { method: 'POST', path: `${S}/myCollectPolicy/save`, auth: 'user' },
  /** Whether the caller collected a policy. */
  state: { method: 'GET', path: `${S}/myCollectPolicy/state`, auth: 'user' },
} as const satisfies Record<string, Route>;
