import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { EquityNode } from '@platform/contracts/analysis';
import { Select } from '@platform/ui';
import { TreeChart, type TreeChartNode } from '@platform/ui/charts';
import { useEquityPenetrationQuery } from './analysisApi';
import { Block, ChartGrid, Toolbar } from './styles';
import type { ProfileHref } from './types';

const toTree = (n: EquityNode): TreeChartNode => ({
  code: n.kind === '2' ? n.id : `person:${n.id}`,
  name: n.name,
  value: n.ratio,
  children: n.children.map(toTree),
});

/** Shareholders upwards and holdings downwards, 1 to 3 levels; a company in either tree opens its profile. */
export function PenetrationPanel({
  companyId,
  profileHref,
}: {
  companyId: string;
  profileHref: ProfileHref;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [depth, setDepth] = useState(2);
  const { data } = useEquityPenetrationQuery({ companyId, depth });
  const root = (children: readonly EquityNode[]): TreeChartNode | null =>
    data
      ? { code: data.companyId, name: data.companyName, value: 100, children: children.map(toTree) }
      : null;
  const open = (code: string) => {
    if (!code.startsWith('person:') && code !== companyId) navigate(profileHref(code));
  };
  const ratio = (n: TreeChartNode) => t('analysis.penetration.ratio', { ratio: n.value });
  return (
    <div data-testid="penetration-panel">
      <Toolbar>
        <Select
          label={t('analysis.penetration.depth')}
          placeholder={null}
          value={String(depth)}
          options={[1, 2, 3].map((d) => ({
            value: String(d),
            label: t('analysis.penetration.depthOption', { depth: d }),
          }))}
          onChange={(v) => setDepth(Number(v))}
        />
      </Toolbar>
      <ChartGrid>
        <Block>
          <h3>{t('analysis.penetration.up')}</h3>
          <TreeChart
            label={t('analysis.penetration.up')}
            root={root(data?.shareholders ?? [])}
            formatValue={ratio}
            openDepth={depth}
            onSelect={open}
          />
        </Block>
        <Block>
          <h3>{t('analysis.penetration.down')}</h3>
          <TreeChart
            label={t('analysis.penetration.down')}
            root={root(data?.holdings ?? [])}
            formatValue={ratio}
            openDepth={depth}
            onSelect={open}
          />
        </Block>
      </ChartGrid>
    </div>
  );
}
