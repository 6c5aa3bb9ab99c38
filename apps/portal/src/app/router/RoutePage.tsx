import { Suspense } from 'react';
import { Spinner } from '@platform/ui';
import { usePageRendered } from '../shell/useIdle';
import type { LazyPage } from '../../shared/router/routeMeta';

function Rendered() {
  usePageRendered();
  return null;
}

export function RoutePage({ page: Page }: { page: LazyPage }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
      <Rendered />
    </Suspense>
  );
}
