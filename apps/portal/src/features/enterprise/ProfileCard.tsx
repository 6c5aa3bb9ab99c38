import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import type { EntDetail } from '@platform/contracts/bigdata';
import type { REPORT_TYPE_CODE } from '@platform/contracts/report';
import {
  Button,
  Collapse,
  Tag,
  cutCompanyName,
  fieldTagsShown,
  formatThousands,
  splitTags,
} from '@platform/ui';
import { EnterpriseHeader, FollowButton, ReportDialog, useQrDataUrl } from '@platform/ui/domain';
import type { AppStore } from '../../app/store';
import { checkAccess } from './access';
import { enterpriseApi, useLazyEntCancelInfoQuery } from './enterpriseApi';
import { FactGrid, Muted, PlainList, Row, Section } from './profileStyles';
import { DOWNLOAD_PATH, graphPath, profilePath } from './paths';
import { regionName, useRegionNames } from './regions';
import { useFollow } from './useFollow';
import './i18n';

/** Report type of the company report (spec 2 §9); typed by the contract, which is zod-side. */
const REPORT_TYPE: typeof REPORT_TYPE_CODE = 7;

/** Mobile-view QR size (spec 2 §9). */
export const QR_SIZE = 120;

export interface ProfileCardProps {
  detail: EntDetail;
  /** Business scene of the page that opened the card (query businessType); 0 skips the purchase check. */
  scene: number;
  /** Purchases are checked per region (the investment-attraction scene). */
  checkRegion: boolean;
}

const openWindow = (path: string) => window.open(path, '_blank', 'noopener');

/**
 * The profile card container (spec 2 §2): header with status tooltip, follow, report, industry
 * page and monitor actions; the facts; the collapsible block; shareholders; related companies; the
 * mobile-view QR; and the 生成报告 dialog. Each action needs login, then the purchase check.
 */
export function ProfileCard({ detail, scene, checkRegion }: ProfileCardProps) {
  const { t } = useTranslation();
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const follow = useFollow();
  const company = detail.companyInfo;
  const [loadCancel, cancel] = useLazyEntCancelInfoQuery();
  const [report, setReport] = useState<{ areaName: string; regionCode?: string } | null>(null);
  const [monitored, setMonitored] = useState<Set<string>>(new Set());
  const regions = useRegionNames();
  const qr = useQrDataUrl(typeof window === 'undefined' ? '' : window.location.href, QR_SIZE);
  const isOrg = company.entType === 'org';

  /** Login and purchase check, then the action (spec 2 §4). */
  const guarded = async (action: (regionCode?: string) => void) => {
    const access = await checkAccess(store, scene, checkRegion);
    if (access.ok) action(access.regionCode);
  };

  const openReport = () =>
    guarded((regionCode) => {
      const code = regionCode ?? localStorage.getItem('platform-serveRegionCode') ?? company.regionCode;
      setReport({ areaName: regionName(regions, code) || company.area, regionCode: code });
    });

  const generate = async () => {
    if (!report) return;
    const result = await store
      .dispatch(
        enterpriseApi.endpoints.generateReport.initiate({
          entId: company.companyId,
          typeCode: REPORT_TYPE,
          entName: company.companyName,
          areaName: report.areaName,
          businessType: scene,
          ...(report.regionCode && /^\d{6}$/.test(report.regionCode)
            ? { advancedSearchEntDTO: { regionCode: [report.regionCode] } }
            : {}),
        }),
      )
      .unwrap();
    // Spec 2 §4: success only on code 200; then the dialog closes and the downloads page opens.
    if (result.code === 200) {
      setReport(null);
      void navigate(DOWNLOAD_PATH);
    }
  };

  const cancellation = cancel.data?.code === 200 && cancel.data.data ? cancel.data.data : null;
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value === '' || value === null || value === undefined ? '-' : value}</dd>
    </div>
  );
  const tagList = (tags: string[]) =>
    tags.length ? (
      <Row>
        {tags.map((tag) => (
          <Tag key={tag} tone="neutral">
            {tag}
          </Tag>
        ))}
      </Row>
    ) : (
      '-'
    );
  const industryCode = company.industrLayoutList[0]?.industryCode;

  return (
    <article data-testid="profile-card" aria-label={company.companyName}>
      <EnterpriseHeader
        company={company}
        cancellation={cancellation}
        onStatusInspect={() =>
          void loadCancel({ companyId: company.companyId, regStatusCode: company.regStatusCode }, true)
        }
        actions={
          <>
            <FollowButton
              isFollow={company.isFollow ? 1 : 0}
              companyName={company.companyName}
              onFollowChange={follow(company.companyId)}
            />
            <Button variant="primary" onClick={() => void openReport()}>
              {t('enterprise.profile.report')}
            </Button>
            {industryCode && (
              <Button
                onClick={() => void guarded(() => openWindow(graphPath(company.companyId, industryCode)))}
              >
                {t('enterprise.profile.industryPage')}
              </Button>
            )}
          </>
        }
      />
      {cancellation && (
        <Muted data-testid="cancel-info">
          {t('enterprise.profile.statusDate', { date: cancellation.date })}{' '}
          {t('enterprise.profile.statusReason', { reason: cancellation.reason })}
        </Muted>
      )}

      <Section aria-labelledby="facts-title">
        <h2 id="facts-title">{isOrg ? t('enterprise.profile.orgIntro') : t('enterprise.profile.facts')}</h2>
        <FactGrid>
          {isOrg ? (
            <>
              {fact(t('enterprise.profile.orgIntro'), company.descr)}
              {fact(t('enterprise.profile.managementSize'), company.managementSize)}
              {fact(
                t('enterprise.profile.investAmt'),
                company.investAmt ? `${formatThousands(company.investAmt)}万` : '',
              )}
              {fact(t('enterprise.profile.investCnt'), company.investCnt)}
            </>
          ) : (
            <>
              {fact(t('enterprise.profile.legal'), company.legalEntityName)}
              {fact(
                t('enterprise.profile.regCapital'),
                company.regCapital
                  ? `${formatThousands(company.regCapital)}万${company.regCapitalCurrency}`
                  : '',
              )}
              {fact(t('enterprise.profile.esDt'), company.esDt)}
              {fact(t('enterprise.profile.uscNo'), company.uscNo)}
              {fact(t('enterprise.profile.regAddr'), company.regAddr)}
              {fact(t('enterprise.profile.operateAddr'), company.operateAddr)}
            </>
          )}
          {fact(t('enterprise.profile.circles'), tagList(splitTags(company.circlesTags)))}
          {fact(
            t('enterprise.profile.level'),
            company.enterpriseLevel
              ? t('enterprise.profile.levelValue', { level: company.enterpriseLevel })
              : '',
          )}
        </FactGrid>
        <figure style={{ margin: '16px 0 0' }}>
          {qr && <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('enterprise.profile.mobileView')} />}
          <figcaption>
            <Muted>{t('enterprise.profile.mobileView')}</Muted>
          </figcaption>
        </figure>
      </Section>

      <Section>
        <Collapse title={t('enterprise.profile.more')}>
          <FactGrid>
            {fact(
              t('enterprise.profile.layout'),
              tagList(detail.layoutInfoList.map((l) => `${l.chainName}·${l.industryName}`)),
            )}
            {fact(
              t('enterprise.profile.industryField'),
              tagList(fieldTagsShown(company.industryFieldTags, [])),
            )}
            {fact(t('enterprise.profile.techField'), tagList(fieldTagsShown([], company.techFieldTags)))}
            {fact(t('enterprise.profile.listTitle'), company.listTitle)}
            {fact(t('enterprise.profile.products'), tagList(splitTags(company.serviceAndProductTags)))}
            {fact(t('enterprise.profile.businessScope'), company.businessScope)}
            {fact(
              t('enterprise.profile.qualification'),
              [company.qualificationType, company.enqaTypeName].filter(Boolean).join(' / '),
            )}
            {fact(t('enterprise.profile.controller'), company.realityControllingPerson)}
            {fact(t('enterprise.profile.investIndustry'), detail.capability?.industrDistribution ?? '')}
            {fact(t('enterprise.profile.investRegion'), detail.capability?.regionalDistribution ?? '')}
          </FactGrid>
        </Collapse>
      </Section>

      <Section aria-labelledby="holders-title">
        <h2 id="holders-title">{t('enterprise.profile.shareholders')}</h2>
        <PlainList data-testid="shareholders">
          {company.majorShareholders.map((holder) => (
            <li key={`${holder.holderEntityId}-${holder.holderEntityName}`}>
              {/* Spec 2 §5: clickable only with an id and type "2" (a company). */}
              {holder.holderEntityId && holder.holderEntityType === '2' ? (
                <Button
                  variant="link"
                  onClick={() => void guarded(() => openWindow(profilePath(holder.holderEntityId)))}
                >
                  {holder.holderEntityName}
                </Button>
              ) : (
                <span>{holder.holderEntityName}</span>
              )}
              <Muted>{holder.ratio}%</Muted>
            </li>
          ))}
        </PlainList>
      </Section>

      {company.relatedCompany.length > 0 && (
        <Section aria-labelledby="related-title">
          <h2 id="related-title">{t('enterprise.profile.related')}</h2>
          <PlainList data-testid="related-companies">
            {company.relatedCompany.map((related) => (
              <li key={related.companyId}>
                <span>{cutCompanyName(related.companyName)}</span>
                <Muted>{related.relation}</Muted>
                <FollowButton
                  size="sm"
                  isFollow={0}
                  companyName={related.companyName}
                  onFollowChange={follow(related.companyId)}
                />
                <Button
                  size="sm"
                  onClick={() => void guarded(() => openWindow(profilePath(related.companyId)))}
                >
                  {t('enterprise.profile.openProfile')}
                </Button>
                <Button
                  size="sm"
                  aria-pressed={monitored.has(related.companyId)}
                  onClick={() => void guarded(() => setMonitored((m) => new Set(m).add(related.companyId)))}
                >
                  {monitored.has(related.companyId)
                    ? t('enterprise.profile.monitored')
                    : t('enterprise.profile.monitor')}
                </Button>
              </li>
            ))}
          </PlainList>
        </Section>
      )}

      <ReportDialog
        open={report !== null}
        onOpenChange={(open) => !open && setReport(null)}
        areaName={report?.areaName ?? ''}
        companyName={company.companyName}
        onConfirm={generate}
      />
    </article>
  );
}
