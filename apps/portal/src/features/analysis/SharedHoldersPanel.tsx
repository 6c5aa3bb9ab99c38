import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RelationGraph } from '@platform/ui/charts';
import { useDirectSharedHoldersQuery, useSharedHoldersQuery } from './analysisApi';
import { Block, ChartGrid, Muted, PlainList } from './styles';
import type { ProfileHref } from './types';

/** The company's corporate shareholders and what else they hold: a graph and the list of companies. */
export function SharedHoldersPanel({
  companyId,
  profileHref,
}: {
  companyId: string;
  profileHref: ProfileHref;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: graph } = useSharedHoldersQuery({ companyId });
  const { data: direct } = useDirectSharedHoldersQuery({ companyId });
  return (
    <ChartGrid data-testid="shared-holders-panel">
      <Block>
        <h3>{t('analysis.shared.graph')}</h3>
        <RelationGraph
          label={t('analysis.shared.graph')}
          categories={[
            { key: 'root', name: t('analysis.shared.self') },
            { key: 'holder', name: t('analysis.shared.holder') },
            { key: 'company', name: t('analysis.shared.company') },
          ]}
          // A lone company (no corporate shareholder) is nothing to draw.
          nodes={(graph && graph.nodes.length > 1 ? graph.nodes : []).map((n) => ({
            id: n.id,
            name: n.name,
            category: n.kind,
            value: n.kind === 'root' ? 100 : n.value,
          }))}
          links={graph?.links ?? []}
          onSelect={(id) => id !== companyId && navigate(profileHref(id))}
        />
      </Block>
      <Block>
        <h3>{t('analysis.shared.list')}</h3>
        <PlainList aria-label={t('analysis.shared.list')}>
          {direct?.records.map((r) => (
            <li key={r.companyId}>
              <Link to={profileHref(r.companyId)}>{r.companyName}</Link>
              <Muted>
                {r.area} · {t('analysis.shared.holders')}: {r.holders.map((h) => h.name).join('、')}
              </Muted>
            </li>
          ))}
        </PlainList>
      </Block>
    </ChartGrid>
  );
}
