import { lazyPage } from '../../shared/router/lazyPage';

/**
 * The 精准拓客 workspace (issue 26; docs/leads.md): find leads by a target profile, work them in
 * lead lists, and the dashboard. The section helper of the route table mounts it as the home of
 * /toker/tokerIndex (business type 1, behind its purchase).
 */
export const LeadsHomePage = lazyPage(() => import('./LeadsHomePage'));

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const LEADS_I18N_NAMESPACE = 'leads';
export type { leadsZh as LeadsResources } from './copy';
