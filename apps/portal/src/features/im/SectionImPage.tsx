import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { ImSection } from '@platform/contracts/im/section';
import type { RouteMeta } from '../../shared/router/routeMeta';
import ImPage from './ImPage';

/** The meta of the deepest matched route that has one. */
function useMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = (matches[i]?.handle as { meta?: RouteMeta } | undefined)?.meta;
    if (meta) return meta;
  }
  return undefined;
}

/**
 * Each section's IM page (/business/im, /toker/tokerIm, …; issue 25): the chat screen narrowed to
 * the section of its route (meta.flag), under the route's title.
 */
export default function SectionImPage() {
  const { t } = useTranslation();
  const meta = useMeta();
  const section: ImSection | undefined = meta?.flag && meta.flag !== 'serve' ? meta.flag : undefined;
  return <ImPage section={section} title={meta ? t(`routes.${meta.title}`) : undefined} />;
}
