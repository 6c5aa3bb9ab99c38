import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@platform/ui';
import { DistributionPanel, GenePanel, SupplyPanel } from './CompanyPanels';
import { PenetrationPanel } from './PenetrationPanel';
import { ScenePanel } from './ScenePanel';
import { SharedHoldersPanel } from './SharedHoldersPanel';
import { SectionBox } from './styles';
import type { ProfileHref } from './types';
import './i18n';

const TABS = ['penetration', 'sharedHolders', 'distribution', 'supply', 'gene'] as const;
type Tab = (typeof TABS)[number];
/** Supply partners are customer acquisition (scene 1); the rest needs login. */
const SCENE: Record<Tab, 0 | 1> = { penetration: 0, sharedHolders: 0, distribution: 0, supply: 1, gene: 0 };

/** A company's equity and relation maps on its profile. */
export function CompanyAnalysisSection({
  companyId,
  profileHref,
}: {
  companyId: string;
  profileHref: ProfileHref;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('penetration');
  const panel = (key: Tab) => {
    switch (key) {
      case 'penetration':
        return <PenetrationPanel companyId={companyId} profileHref={profileHref} />;
      case 'sharedHolders':
        return <SharedHoldersPanel companyId={companyId} profileHref={profileHref} />;
      case 'distribution':
        return <DistributionPanel companyId={companyId} />;
      case 'supply':
        return <SupplyPanel companyId={companyId} profileHref={profileHref} />;
      case 'gene':
        return <GenePanel companyId={companyId} />;
    }
  };
  return (
    <SectionBox aria-labelledby="company-analysis-title" data-testid="company-analysis">
      <h2 id="company-analysis-title">{t('analysis.company.title')}</h2>
      <Tabs
        aria-label={t('analysis.company.title')}
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={TABS.map((key) => ({
          key,
          label: t(`analysis.company.${key}`),
          content: key === tab ? <ScenePanel scene={SCENE[key]}>{panel(key)}</ScenePanel> : null,
        }))}
      />
    </SectionBox>
  );
}
