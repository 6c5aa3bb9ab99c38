import { Suspense } from 'react';
import { Spinner } from '@platform/ui';
import { PAGES } from './pages';
import type { PageKey } from './routeMeta';

export function RoutePage({ page }: { page: PageKey }) {
  const Page = PAGES[page];
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}
