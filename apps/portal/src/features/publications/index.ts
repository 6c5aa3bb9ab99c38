import { createElement } from 'react';
import type { PublicationSectionValue } from '@platform/contracts/content/publications-limits';
import { lazyPage } from '../../shared/router/lazyPage';

/** The publication detail page (issue 25): /publicationDetail/index and each section's publicationDetail. */
export const PublicationDetailPage = lazyPage(() => import('./PublicationDetailPage'));
/** Activities and my registrations (issue 25): /activity/index. */
export const ActivityPage = lazyPage(() => import('./ActivityPage'));

/** /publish/index: the caller's own publications in every state. */
export const MyPublicationsPage = lazyPage(() => import('./MyPublicationsPage'));

/**
 * A section family's publish page (the caller's publications of that section) and dynamic page
 * (its published ones), bound to the section's flag and the base its edit and detail routes hang on.
 */
export function sectionPublicationPages(section: PublicationSectionValue, base: string) {
  const scope = { section, base };
  return {
    publish: lazyPage(() =>
      import('./MyPublicationsPage').then((m) => ({ default: () => createElement(m.default, { scope }) })),
    ),
    dynamic: lazyPage(() =>
      import('./SectionDynamicPage').then((m) => ({ default: () => createElement(m.default, { scope }) })),
    ),
  };
}

/** Key prefix of this feature's copy; the bundle loads with its pages. */
export const PUBLICATIONS_I18N_NAMESPACE = 'publications';
export type { publicationsZh as PublicationsResources } from './copy';

/** The publication edit page (issue 25): /publicationEdit/index and each section's publicationEdit. */
export const PublicationEditPage = lazyPage(() => import('./PublicationEditPage'));
