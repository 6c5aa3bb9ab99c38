import { Suspense } from 'react';
import { Spinner } from '@platform/ui';
import { usePageRendered } from '../shell/useIdle';
import { PAGES } from './pages';
import type { PageKey } from './routeMeta';

function Rendered() {
  usePageRendered();
  return null;
}

export function RoutePage({ page }: { page: PageKey }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
      <Rendered />
    </Suspense>
  );
}
