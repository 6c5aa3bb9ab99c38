import type { Route } from '../route';
import { SERVICE } from '../services';

const P = `${SERVICE.system}/publication`;

/**
 * Publications (issue 25, docs/content.md "Publications API"). `myConnections/myPublishCount` and
 * `sen_words/ifSenWords` are the spec's paths (spec 2 §7 User area); the others are ours, under
 * `/api/platform-system/publication/`. Zod-free, so the portal can load it in its first bundle.
 */
export const publicationRoutes = {
  /** Creates a draft; data: its id. */
  save: { method: 'POST', path: `${P}/save`, auth: 'user' },
  /** Updates the caller's own publication (a published one is checked for sensitive words again). */
  update: { method: 'POST', path: `${P}/update`, auth: 'user' },
  /** Draft or withdrawn → published (the section's purchase and the sensitive words are checked). */
  publish: { method: 'POST', path: `${P}/publish`, auth: 'user' },
  /** Published → withdrawn, by the author. */
  withdraw: { method: 'POST', path: `${P}/withdraw`, auth: 'user' },
  /** Deletes the caller's own publication, in any state. */
  remove: { method: 'POST', path: `${P}/remove`, auth: 'user' },
  /**
   * One publication the caller may read (a visitor: a public one of the customer of `domain`, else
   * of the request's host); counts a view when published.
   */
  detail: { method: 'GET', path: `${P}/detail`, auth: 'public' },
  /** Published publications the caller may read, newest first, filtered. */
  page: { method: 'GET', path: `${P}/page`, auth: 'public' },
  /** The caller's own publications in every state, with the counts by state. */
  myPage: { method: 'GET', path: `${P}/myPage`, auth: 'user' },
  /** The caller's counts by state (optionally of one section). */
  myCounts: { method: 'GET', path: `${P}/myCounts`, auth: 'user' },
  /** The organisation administrator's list of the members' publications (moderation). */
  orgPage: { method: 'GET', path: `${P}/orgPage`, auth: 'user' },
  /** The organisation administrator withdraws a member's publication, with a reason. */
  orgWithdraw: { method: 'POST', path: `${P}/orgWithdraw`, auth: 'user' },
  /** Spec 2 §7: how many publications the caller has published. */
  myPublishCount: { method: 'GET', path: `${SERVICE.system}/myConnections/myPublishCount`, auth: 'user' },
  /** Spec 2 §7: the sensitive words a text contains (empty when clean). */
  ifSenWords: { method: 'POST', path: `${SERVICE.system}/sen_words/ifSenWords`, auth: 'user' },
} as const satisfies Record<string, Route>;
