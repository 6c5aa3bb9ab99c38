import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@platform/ui';

// The sections draw with the kit's charts (echarts, the portal's biggest chunk): the pages that
// place them render first and load the charts beside, not before.
const ChainSection = lazy(() =>
  import('./ChainAnalysisSection').then((m) => ({ default: m.ChainAnalysisSection })),
);
const CompanySection = lazy(() =>
  import('./CompanyAnalysisSection').then((m) => ({ default: m.CompanyAnalysisSection })),
);

export function ChainAnalysisSection(props: ComponentProps<typeof ChainSection>) {
  return (
    <Suspense fallback={<Spinner />}>
      <ChainSection {...props} />
    </Suspense>
  );
}

export function CompanyAnalysisSection(props: ComponentProps<typeof CompanySection>) {
  return (
    <Suspense fallback={<Spinner />}>
      <CompanySection {...props} />
    </Suspense>
  );
}
