import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, Input, Select, Spinner, Tabs } from '@platform/ui';
import { Page } from '../../shared/layout/Page';
import { useAttractRegionsQuery } from './attractApi';
import { GapsPane } from './GapsPane';
import { ProjectsPane } from './projects/ProjectsPane';
import { RegionPane } from './RegionPane';
import { TargetsPane } from './TargetsPane';
import './i18n';

const Frame = styled(Page)`
  min-width: 0;
  overflow-wrap: anywhere;
`;
const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
`;

const TABS = ['region', 'gaps', 'targets', 'projects'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly string[]).includes(v ?? '');

/**
 * /business/index, 精准招商 (business type 4, checked per region): 区域概况, 产业链诊断, 招商目标 and
 * 招商项目 for the region in `?serveRegionCode=` (one of the organisation's bought regions, or any
 * with a purchase for every region), by `?tab=` and `?chain=`.
 */
export default function AttractHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: bought } = useAttractRegionsQuery();
  const [draft, setDraft] = useState('');
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'region';
  const asked = params.get('serveRegionCode') ?? '';
  const chain = params.get('chain') ?? '';
  const regionCode =
    bought && (bought.anyRegion ? /^\d{6}$/.test(asked) : bought.regions.some((r) => r.regionCode === asked))
      ? asked
      : (bought?.defaultRegionCode ?? '');
  const set = (changes: Record<string, string | null>) => {
    const out = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) out.set(k, v);
      else out.delete(k);
    }
    setParams(out);
  };
  return (
    <Frame data-testid="attract-home">
      <h1>{t('attract.title')}</h1>
      {!bought ? (
        <Spinner />
      ) : (
        <>
          <Bar
            onSubmit={(e) => {
              e.preventDefault();
              if (/^\d{6}$/.test(draft.trim())) set({ serveRegionCode: draft.trim() });
            }}
          >
            {bought.regions.length > 0 && (
              <Select
                label={t('attract.region')}
                placeholder={null}
                value={bought.regions.some((r) => r.regionCode === regionCode) ? regionCode : ''}
                options={bought.regions.map((r) => ({ value: r.regionCode, label: r.regionName }))}
                onChange={(v) => set({ serveRegionCode: v })}
              />
            )}
            {bought.anyRegion && (
              <>
                <Input
                  label={t('attract.regionCode')}
                  inputMode="numeric"
                  maxLength={6}
                  placeholder={regionCode}
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                />
                <Button type="submit">{t('attract.regionApply')}</Button>
              </>
            )}
          </Bar>
          <Tabs
            aria-label={t('attract.title')}
            activeKey={tab}
            onChange={(key) => set({ tab: key === 'region' ? null : key })}
            items={TABS.map((key) => ({
              key,
              label: t(`attract.tabs.${key}`),
              content:
                key !== tab ? null : key === 'region' ? (
                  <RegionPane regionCode={regionCode} />
                ) : key === 'gaps' ? (
                  <GapsPane
                    regionCode={regionCode}
                    chain={chain}
                    onChain={(c) => set({ chain: c })}
                    onTargets={() => set({ tab: 'targets' })}
                  />
                ) : key === 'targets' ? (
                  <TargetsPane regionCode={regionCode} chain={chain} onChain={(c) => set({ chain: c })} />
                ) : (
                  <ProjectsPane regionCode={regionCode} />
                ),
            }))}
          />
        </>
      )}
    </Frame>
  );
}
