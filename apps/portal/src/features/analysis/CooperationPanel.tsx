import { useTranslation } from 'react-i18next';
import { RelationGraph, SeriesChart, TreeChart } from '@platform/ui/charts';
import {
  useCapitalCooperationQuery,
  useCooperationDensityQuery,
  useSocietyDensityQuery,
} from './analysisApi';
import { Block, ChartGrid } from './styles';
import type { ChainScope } from './types';

/** Business ties inside each node, companies and ties by province, and capital ties between segments. */
export function CooperationPanel({ scope }: { scope: ChainScope }) {
  const { t } = useTranslation();
  const { data: tree } = useCooperationDensityQuery(scope);
  const { data: society } = useSocietyDensityQuery(scope);
  const { data: capital } = useCapitalCooperationQuery(scope);
  const regions = society?.regions.slice(0, 15) ?? [];
  return (
    <div data-testid="cooperation-panel">
      <Block>
        <h3>{t('analysis.cooperation.tree')}</h3>
        <TreeChart
          label={t('analysis.cooperation.tree')}
          root={tree}
          formatValue={(n) =>
            t('analysis.cooperation.treeValue', {
              count: n.value,
              density: (n as { density?: number }).density ?? 0,
            })
          }
        />
      </Block>
      <ChartGrid>
        <Block>
          <h3>{t('analysis.cooperation.society')}</h3>
          <SeriesChart
            label={t('analysis.cooperation.society')}
            horizontal
            height={400}
            categories={regions.map((r) => r.name)}
            series={[
              { name: t('analysis.cooperation.companies'), values: regions.map((r) => r.companyCount) },
              { name: t('analysis.cooperation.ties'), values: regions.map((r) => r.tieCount) },
            ]}
          />
        </Block>
        <Block>
          <h3>{t('analysis.cooperation.capital')}</h3>
          <RelationGraph
            label={t('analysis.cooperation.capital')}
            height={400}
            categories={[{ key: 'node', name: t('analysis.cooperation.segment') }]}
            nodes={(capital?.nodes ?? []).map((n) => ({
              id: n.id,
              name: n.name,
              category: n.kind,
              value: n.value,
            }))}
            links={capital?.links ?? []}
          />
        </Block>
      </ChartGrid>
    </div>
  );
}
