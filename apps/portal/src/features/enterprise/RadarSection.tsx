import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Empty, Spinner, Tabs, cutCompanyName, formatThousands } from '@platform/ui';
import { CapabilityRadar } from '@platform/ui/charts';
import { DynamicsList } from '@platform/ui/domain';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import {
  useRadarDnaQuery,
  useRadarInsQuery,
  useRadarInvestQuery,
  useRadarLinkageQuery,
  useRadarNationQuery,
  useRadarSimilarQuery,
  useRadarTopicQuery,
} from './enterpriseApi';
import { profilePath } from './paths';
import { FactGrid, Muted, PlainList, Section } from './profileStyles';
import './i18n';

export const RADAR_PANELS = ['dna', 'similar', 'invest', 'ins', 'nation', 'linkage', 'topic'] as const;
export type RadarPanel = (typeof RADAR_PANELS)[number];
/** Panels the server keeps behind login (and the scene-4 purchase). */
const NEEDS_LOGIN: ReadonlySet<RadarPanel> = new Set(['similar', 'invest', 'ins', 'nation', 'linkage']);
const DIMENSIONS = ['growScore', 'riskScore', 'stseScore', 'evolScore', 'innovScore', 'effectScore'] as const;

function Loading({ loading, empty, children }: { loading: boolean; empty: boolean; children: ReactNode }) {
  if (loading) return <Spinner />;
  if (empty) return <Empty />;
  return <>{children}</>;
}

function CompanyLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={profilePath(id)} title={name}>
      {cutCompanyName(name)}
    </Link>
  );
}

function Panel({ panel, companyId }: { panel: RadarPanel; companyId: string }) {
  const { t } = useTranslation();
  const skip = (p: RadarPanel) => ({ skip: panel !== p });
  const dna = useRadarDnaQuery({ companyId }, skip('dna'));
  const similar = useRadarSimilarQuery({ companyId }, skip('similar'));
  const invest = useRadarInvestQuery({ companyId }, skip('invest'));
  const ins = useRadarInsQuery({ companyId }, skip('ins'));
  const nation = useRadarNationQuery({ companyId }, skip('nation'));
  const linkage = useRadarLinkageQuery({ companyId }, skip('linkage'));
  const topic = useRadarTopicQuery({ companyId, current: 1, size: 10 }, skip('topic'));
  switch (panel) {
    case 'dna':
      return (
        <Loading loading={dna.isLoading} empty={!dna.data}>
          <CapabilityRadar scores={dna.data?.scores} />
          <FactGrid>
            {DIMENSIONS.map((key) => (
              <div key={key}>
                <dt>{t(`enterprise.dimensions.${key}`)}</dt>
                <dd>
                  {dna.data?.scores[key]} ·{' '}
                  {t('enterprise.profile.levelValue', { level: dna.data?.dimensionLevels[key] })}
                </dd>
              </div>
            ))}
          </FactGrid>
        </Loading>
      );
    case 'similar':
      return (
        <Loading loading={similar.isLoading} empty={!similar.data?.records.length}>
          <PlainList>
            {similar.data?.records.map((c) => (
              <li key={c.companyId}>
                <CompanyLink id={c.companyId} name={c.companyName} />
                <Muted>
                  {c.basis === 'division'
                    ? t('enterprise.radar.basisDivision')
                    : t('enterprise.radar.basisChainNode')}{' '}
                  · {c.area}
                </Muted>
              </li>
            ))}
          </PlainList>
        </Loading>
      );
    case 'invest':
      return (
        <Loading
          loading={invest.isLoading}
          empty={!invest.data || (!invest.data.investors.length && !invest.data.investedCompanies.length)}
        >
          {(['investors', 'investedCompanies'] as const).map((side) => (
            <div key={side}>
              <h3>{t(`enterprise.radar.${side}`)}</h3>
              <PlainList>
                {invest.data?.[side].map((e) => (
                  <li key={`${e.entityId}-${e.entityName}-${e.date ?? ''}`}>
                    {e.entityType === '2' ? (
                      <CompanyLink id={e.entityId} name={e.entityName} />
                    ) : (
                      <span>{e.entityName}</span>
                    )}
                    <Muted>
                      {[
                        e.ratio !== null ? `${e.ratio}%` : '',
                        e.amount !== null ? `${formatThousands(e.amount)}万` : '',
                        e.round,
                        e.date,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Muted>
                  </li>
                ))}
              </PlainList>
            </div>
          ))}
        </Loading>
      );
    case 'ins':
      return (
        <Loading loading={ins.isLoading} empty={!ins.data}>
          {ins.data && (
            <FactGrid>
              <div>
                <dt>{t('enterprise.search.industry')}</dt>
                <dd>{ins.data.industryDivisionName}</dd>
              </div>
              <div>
                <dt>{t('enterprise.radar.divisionCount')}</dt>
                <dd>{formatThousands(ins.data.divisionCount)}</dd>
              </div>
              <div>
                <dt>{t('enterprise.radar.provinceCount')}</dt>
                <dd>{formatThousands(ins.data.provinceCount)}</dd>
              </div>
              <div>
                <dt>{t('enterprise.radar.provinceRank')}</dt>
                <dd>{ins.data.provinceRank}</dd>
              </div>
              <div>
                <dt>{t('enterprise.finance.rank')}</dt>
                <dd>{ins.data.rankScoreInIndustry}</dd>
              </div>
              <div>
                <dt>{t('enterprise.finance.contribution')}</dt>
                <dd>{ins.data.contribution}</dd>
              </div>
              <div>
                <dt>{t('enterprise.radar.averages')}</dt>
                <dd>{formatThousands(ins.data.averages.totalScore, 0)}</dd>
              </div>
            </FactGrid>
          )}
        </Loading>
      );
    case 'nation':
      return (
        <Loading loading={nation.isLoading} empty={!nation.data?.provinces.length}>
          <PlainList>
            {nation.data?.provinces.map((p) => (
              <li key={p.regionCode}>
                <span>{p.regionName}</span>
                <Muted>{t('enterprise.radar.companies', { count: p.companyCount })}</Muted>
              </li>
            ))}
          </PlainList>
        </Loading>
      );
    case 'linkage':
      return (
        <Loading loading={linkage.isLoading} empty={!linkage.data?.nodes.length}>
          <PlainList>
            {linkage.data?.nodes.map((n) => (
              <li key={`${n.chainCode}-${n.industryCode}`}>
                <strong>{t(`enterprise.radar.${n.position}`)}</strong>
                <span>
                  {n.chainName} · {n.industryName}
                </span>
                <Muted>{t('enterprise.radar.companies', { count: n.provinceCount })}</Muted>
                {n.topCompanies.slice(0, 3).map((c) => (
                  <CompanyLink key={c.companyId} id={c.companyId} name={c.companyName} />
                ))}
              </li>
            ))}
          </PlainList>
        </Loading>
      );
    case 'topic':
      return (
        <Loading loading={topic.isLoading} empty={!topic.data?.records.length}>
          <DynamicsList items={topic.data?.records ?? []} hasMore={false} />
        </Loading>
      );
  }
}

/** The enterprise radar: the "dna" capability radar plus the similar, invest, ins, nation, linkage and topic panels. */
export function RadarSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const [panel, setPanel] = useState<RadarPanel>('dna');
  return (
    <Section aria-labelledby="radar-title" data-testid="radar-section">
      <h2 id="radar-title">{t('enterprise.radar.title')}</h2>
      <Tabs
        aria-label={t('enterprise.radar.title')}
        activeKey={panel}
        onChange={(key) => setPanel(key as RadarPanel)}
        items={RADAR_PANELS.map((key) => ({
          key,
          label: t(`enterprise.radar.${key}`),
          content:
            key !== panel ? null : NEEDS_LOGIN.has(key) && !loggedIn ? (
              <Empty description={t('enterprise.radar.locked')}>
                <Button variant="primary" onClick={() => dispatch(appActions.loginDialogShown(true))}>
                  {t('enterprise.search.login')}
                </Button>
              </Empty>
            ) : (
              <Panel panel={key} companyId={companyId} />
            ),
        }))}
      />
    </Section>
  );
}
