import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@platform/ui';
import { CooperationPanel } from './CooperationPanel';
import { InvestmentPanel } from './InvestmentPanel';
import { ScenePanel } from './ScenePanel';
import { SectionBox } from './styles';
import { TargetsPanel } from './TargetsPanel';
import { TechnologyPanel } from './TechnologyPanel';
import type { ChainScope, ProfileHref } from './types';
import './i18n';

const TABS = ['investment', 'technology', 'cooperation', 'targets'] as const;
type Tab = (typeof TABS)[number];
/** Investment needs scene 4 bought, targets scene 1; the other maps need login. */
const SCENE: Record<Tab, 0 | 1 | 4> = { investment: 4, technology: 0, cooperation: 0, targets: 1 };

export interface ChainAnalysisSectionProps extends ChainScope {
  profileHref: ProfileHref;
}

/** The investment and analysis maps of a chain (or the chosen node), within the chosen region. */
export function ChainAnalysisSection({
  induChainId,
  nodeCode,
  regionCode,
  profileHref,
}: ChainAnalysisSectionProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('investment');
  const scope: ChainScope = {
    induChainId,
    ...(nodeCode ? { nodeCode } : {}),
    ...(regionCode ? { regionCode } : {}),
  };
  const panel = (key: Tab) => {
    switch (key) {
      case 'investment':
        return <InvestmentPanel scope={scope} profileHref={profileHref} />;
      case 'technology':
        return <TechnologyPanel scope={scope} profileHref={profileHref} />;
      case 'cooperation':
        return <CooperationPanel scope={scope} />;
      case 'targets':
        return <TargetsPanel scope={scope} />;
    }
  };
  return (
    <SectionBox aria-labelledby="chain-analysis-title" data-testid="chain-analysis">
      <h2 id="chain-analysis-title">{t('analysis.chain.title')}</h2>
      <Tabs
        aria-label={t('analysis.chain.title')}
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map((key) => ({
          key,
          label: t(`analysis.chain.${key}`),
          content: key === tab ? <ScenePanel scene={SCENE[key]}>{panel(key)}</ScenePanel> : null,
        }))}
      />
    </SectionBox>
  );
}
