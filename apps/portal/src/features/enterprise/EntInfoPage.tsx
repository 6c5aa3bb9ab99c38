import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Empty, Spinner } from '@platform/ui';
import { BusinessType } from '@platform/contracts/constants';
import { Page } from '../../shared/layout/Page';
import { useEntDetailQuery } from './enterpriseApi';
import { ProfileCard } from './ProfileCard';
import { DynamicsSection, FinanceSection, MarketSection } from './ProfileSections';
import { CompanyAnalysisSection } from '../analysis';
import { RelatedPolicies } from '../policies';
import { profilePath } from './paths';
import { RadarSection } from './RadarSection';
import './i18n';

const ID = /^\d{1,19}$/;

/** Business scene the card runs its purchase check for: the opening page's businessType (spec 2 §4). */
export function sceneOf(params: URLSearchParams): { scene: number; checkRegion: boolean } {
  const scene = Number(params.get('businessType') ?? 0);
  const valid = Number.isInteger(scene) && scene > 0 ? scene : 0;
  return { scene: valid, checkRegion: valid === BusinessType.INVESTMENT_ATTRACTION };
}

/**
 * /EntInfo/index?companyid=: the enterprise profile (also reached by the old
 * `/#/entInfo/index?companyid=` links, which the entry turns into this path). Detail failures are
 * silent: the loading ends and the page shows 暂无数据.
 */
export default function EntInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const companyId = (params.get('companyid') ?? params.get('companyId') ?? '').trim();
  const valid = ID.test(companyId);
  const { data, isLoading } = useEntDetailQuery({ companyId }, { skip: !valid });
  const { scene, checkRegion } = sceneOf(params);

  if (valid && isLoading)
    return (
      <Page aria-busy="true" aria-label={t('enterprise.profile.loading')}>
        <Spinner />
      </Page>
    );
  if (!data)
    return (
      <Page data-testid="ent-info-empty">
        <h1>{t('routes.entInfo')}</h1>
        <Empty />
      </Page>
    );
  const company = data.companyInfo;
  const stock = data.stockInfoList[0];
  return (
    <Page data-testid="ent-info-page">
      <h1
        className="visually-hidden"
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {company.companyName}
      </h1>
      <ProfileCard detail={data} scene={scene} checkRegion={checkRegion} />
      <FinanceSection detail={data} />
      {company.isListed && stock && (
        <MarketSection
          companyId={company.companyId}
          stockName={stock.stockName}
          stockCode={stock.stockCode}
        />
      )}
      <DynamicsSection companyId={company.companyId} />
      <RadarSection companyId={company.companyId} />
      <RelatedPolicies companyId={company.companyId} />
      <CompanyAnalysisSection companyId={company.companyId} profileHref={profilePath} />
    </Page>
  );
}
