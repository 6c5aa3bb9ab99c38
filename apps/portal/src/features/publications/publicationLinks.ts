import type { PublicationSectionValue } from '@platform/contracts/content/publications-limits';

/** A section family's pages (spec 1 §2): its flag and the base its publish/edit/detail routes hang on. */
export interface SectionScope {
  section: PublicationSectionValue;
  base: string;
}

const withId = (path: string, id?: string) => (id ? `${path}?id=${encodeURIComponent(id)}` : path);

/** The editor: the section's own when the list is a section's, else the platform's. */
export const editHref = (scope: SectionScope | undefined, id?: string) =>
  withId(scope ? `${scope.base}/publicationEdit` : '/publicationEdit/index', id);

/** The detail page: the section's own when the list is a section's, else the platform's. */
export const detailHref = (scope: SectionScope | undefined, id: string) =>
  withId(scope ? `${scope.base}/publicationDetail` : '/publicationDetail/index', id);
