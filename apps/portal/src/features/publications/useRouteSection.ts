import { useMatches } from 'react-router';
import {
  PUBLICATION_SECTIONS,
  type PublicationSectionValue,
} from '@platform/contracts/content/publications-limits';
import type { RouteMeta } from '../../shared/router/routeMeta';

/**
 * The section of the matched route (its `flag` meta: a section family's publicationEdit), or null
 * on /publicationEdit/index, where the author picks one.
 */
export function useRouteSection(): PublicationSectionValue | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = (matches[i]?.handle as { meta?: RouteMeta } | undefined)?.meta;
    if (meta) {
      const flag = meta.flag as string | undefined;
      return PUBLICATION_SECTIONS.find((s) => s === flag) ?? null;
    }
  }
  return null;
}

/** The detail page of the same family: `/toker/publicationEdit` → `/toker/publicationDetail`. */
export function detailPathOf(editPath: string, id: string): string {
  const base = editPath.replace(/\/publicationEdit(\/index)?\/?$/i, '');
  const detail = base ? `${base}/publicationDetail` : '/publicationDetail/index';
  return `${detail}?id=${encodeURIComponent(id)}`;
}
