import { useTranslation } from 'react-i18next';
import { Spinner } from '@platform/ui';
import { useTargetCountsQuery } from './analysisApi';
import { Figures } from './styles';
import type { ChainScope } from './types';

const GROUPS = ['total', 'operating', 'invested', 'listed', 'highTech'] as const;

/** How many of the scope's companies fall in each target group of customer acquisition. */
export function TargetsPanel({ scope }: { scope: ChainScope }) {
  const { t } = useTranslation();
  const { data } = useTargetCountsQuery(scope);
  if (!data) return <Spinner />;
  return (
    <Figures aria-label={t('analysis.targets.title')} data-testid="targets-panel">
      {GROUPS.map((g) => (
        <div key={g}>
          <dt>{t(`analysis.targets.${g}`)}</dt>
          <dd>{data[g]}</dd>
        </div>
      ))}
    </Figures>
  );
}
