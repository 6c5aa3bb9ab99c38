import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { NATION_CODE, RegionScopeSelects, loadEnterpriseCopy } from '../enterprise';
import { EventTicker } from './EventTicker';
import { FigureTiles } from './FigureTiles';
import { useLargeScreenQuery } from './largeScreenApi';
import { Columns, Controls, Header, Muted, Panel, Screen } from './styles';
import { useRootFontSize } from './useRootFontSize';
import './i18n';

/** The figures and charts are asked again each minute (the kept counts change once a day). */
const FIGURES_EVERY_MS = 60_000;

function Clock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time aria-label={t('largeScreen.clock')} dateTime={now.toISOString()}>
      {now.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN', { hour12: false })}
    </time>
  );
}

/**
 * /largeScreen, 数据大屏: a region's industry dashboard for a 1920×1080 wall (scaled with the width):
 * six figures, its chains ranked with their share of the nation, ten years of new companies,
 * patents and financing, the regions under it, and company events streaming in.
 */
export default function LargeScreenPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const regionCode = params.get('regionCode') || NATION_CODE;
  const rem = useRootFontSize();
  // Chain names in both languages come with the enterprise copy; render again once it is in.
  const [, setCopyLoaded] = useState(false);
  useEffect(() => {
    void loadEnterpriseCopy().then(() => setCopyLoaded(true));
  }, []);
  const chainName = (c: { code: string; name: string }) =>
    t(`enterprise.chains.${c.code}` as 'largeScreen.nation', { defaultValue: c.name });
  const { data, isFetching } = useLargeScreenQuery({ regionCode }, { pollingInterval: FIGURES_EVERY_MS });
  const name = regionCode === NATION_CODE ? t('largeScreen.nation') : (data?.regionName ?? '');
  const chartHeight = Math.round(rem * 3.4);
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

  return (
    <Screen aria-labelledby="screen-title">
      <Header>
        <div>
          <h1 id="screen-title">{t('largeScreen.title', { name })}</h1>
          <Clock />
        </div>
        <Controls>
          <RegionScopeSelects
            value={regionCode}
            onChange={(code) =>
              setParams(code === NATION_CODE ? {} : { regionCode: code }, { replace: true })
            }
            labels={{
              province: t('largeScreen.province'),
              city: t('largeScreen.city'),
              all: t('largeScreen.nation'),
            }}
          />
          <Link to="/">{t('largeScreen.back')}</Link>
        </Controls>
      </Header>
      {!data && isFetching && <Spinner />}
      {data && <FigureTiles figures={data.figures} />}
      {data && (
        <Columns>
          <div>
            <Panel aria-labelledby="screen-chains">
              <h2 id="screen-chains">{t('largeScreen.topChains')}</h2>
              <SeriesChart
                label={t('largeScreen.topChains')}
                categories={data.chains.map((c) =>
                  regionCode === NATION_CODE
                    ? chainName(c)
                    : `${chainName(c)} · ${t('largeScreen.share', { share: pct(c.share) })}`,
                )}
                series={[{ name: t('largeScreen.companies'), values: data.chains.map((c) => c.companies) }]}
                horizontal
                height={chartHeight * 2}
                emptyText={t('largeScreen.noData')}
              />
            </Panel>
          </div>
          <div>
            <Panel aria-labelledby="screen-growth">
              <h2 id="screen-growth">{t('largeScreen.growth')}</h2>
              <SeriesChart
                label={t('largeScreen.growth')}
                categories={data.growth.years.map(String)}
                series={[
                  { name: t('largeScreen.newCompaniesSeries'), values: data.growth.newCompanies },
                  {
                    name: t('largeScreen.patentsSeries'),
                    values: data.growth.patents,
                    type: 'line',
                    secondAxis: true,
                  },
                  {
                    name: t('largeScreen.financingSeries'),
                    values: data.growth.financing,
                    type: 'line',
                    secondAxis: true,
                  },
                ]}
                height={chartHeight}
                emptyText={t('largeScreen.noData')}
              />
            </Panel>
            {data.subregions.length > 0 && (
              <Panel aria-labelledby="screen-subregions">
                <h2 id="screen-subregions">{t('largeScreen.subregions')}</h2>
                <SeriesChart
                  label={t('largeScreen.subregions')}
                  categories={data.subregions.map((r) => r.name)}
                  series={[
                    { name: t('largeScreen.companies'), values: data.subregions.map((r) => r.companies) },
                  ]}
                  height={chartHeight}
                  emptyText={t('largeScreen.noData')}
                />
              </Panel>
            )}
            <Muted>{t('largeScreen.updated', { time: new Date(data.builtAt).toLocaleString() })}</Muted>
          </div>
          <div>
            <EventTicker regionCode={regionCode} />
          </div>
        </Columns>
      )}
    </Screen>
  );
}
