import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStore } from 'react-redux';
import type { EntDetail } from '@platform/contracts/bigdata';
import type { REPORT_TYPE_CODE } from '@platform/contracts/report';
import { useUiConfig } from '@platform/ui';
import { EnterpriseProfileCard, ReportDialog, profileFromDetail } from '@platform/ui/domain';
import type { AppStore } from '../../shared/store/rootState';
import { STORAGE_KEYS } from '../../shared/session/storageKeys';
import { checkAccess } from './access';
import { useAppSelector } from '../../shared/store/hooks';
import { enterpriseApi, useFollowCheckQuery } from './enterpriseApi';
import { DOWNLOAD_PATH, graphPath, profilePath } from './paths';
import { regionName, useRegionNames } from './regions';
import { useFollow } from './useFollow';
import './i18n';

/** Report type of the company report (spec 2 §9); typed by the contract, which is zod-side. */
const REPORT_TYPE: typeof REPORT_TYPE_CODE = 7;
/** Company tracking (企业追踪): where 监控 takes a company. */
const MONITOR_PATH = '/serve/compTracking';

export interface ProfileCardProps {
  detail: EntDetail;
  /** Business scene of the page that opened the card (query businessType); 0 skips the purchase check. */
  scene: number;
  /** Purchases are checked per region (the investment-attraction scene). */
  checkRegion: boolean;
}

const openWindow = (path: string) => void window.open(path, '_blank', 'noopener');
/** The detail response as the ui kit's profile (one mapping, shared with the widget). */
export const toProfile = profileFromDetail;

/**
 * The profile card container (spec 2 §2, §4): EnterpriseProfileCard fed by getEntDetail, with
 * follow (throttled, confirmed), the status tooltip from the cancellation call (code 200), company
 * shareholders and related companies opening their profiles, the industry graph, monitoring, the
 * 120 px QR of this page, and 生成报告. Every action needs login, then the purchase check; the
 * report dialog opens only after both, and a code-200 answer closes it and opens the downloads.
 */
export function ProfileCard({ detail, scene, checkRegion }: ProfileCardProps) {
  const store = useStore() as AppStore;
  const navigate = useNavigate();
  const { locale } = useUiConfig();
  const follow = useFollow(scene, checkRegion);
  const company = detail.companyInfo;
  const [report, setReport] = useState<{ areaName: string; regionCode?: string } | null>(null);
  const regions = useRegionNames();
  const loggedIn = useAppSelector((s) => Boolean(s.app.token));
  const relatedIds = company.relatedCompany.map((r) => r.companyId).join(',');
  // The related companies' follow state; a failed check counts as not followed (spec 2 §4).
  const { data: checked, isError } = useFollowCheckQuery(
    { companyIds: relatedIds },
    { skip: !loggedIn || !relatedIds },
  );
  const follows = new Map(isError ? [] : (checked ?? []).map((f) => [f.companyId, f.isAttention] as const));

  /** Login and purchase check, then the action (spec 2 §4). */
  const guarded = (action: (regionCode?: string) => void) => {
    void checkAccess(store, scene, checkRegion).then((access) => access.ok && action(access.regionCode));
  };

  const loadCancellation = async () => {
    const result = await store
      .dispatch(
        enterpriseApi.endpoints.entCancelInfo.initiate({
          companyId: company.companyId,
          regStatusCode: company.regStatusCode,
        }),
      )
      .unwrap();
    return result.code === 200 ? result.data : null;
  };

  const openReport = () =>
    guarded((regionCode) => {
      const code = regionCode ?? localStorage.getItem(STORAGE_KEYS.serveRegionCode) ?? company.regionCode;
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

  return (
    <div data-testid="profile-card">
      <EnterpriseProfileCard
        data={toProfile(detail, follows, locale)}
        variant={company.entType}
        mobileUrl={window.location.href}
        loadCancellation={loadCancellation}
        onFollowChange={follow(company.companyId)}
        onRelatedFollowChange={(id, next) => follow(id)(next)}
        onOpenProfile={(id) => guarded(() => openWindow(profilePath(id)))}
        onOpenIndustryGraph={(code, id) => guarded(() => openWindow(graphPath(id, code)))}
        onShareholderClick={(holder) =>
          holder.holderEntityId && guarded(() => openWindow(profilePath(String(holder.holderEntityId))))
        }
        onMonitor={(id) => guarded(() => openWindow(`${MONITOR_PATH}?companyid=${encodeURIComponent(id)}`))}
        onGenerateReport={openReport}
      />
      <ReportDialog
        open={report !== null}
        onOpenChange={(open) => !open && setReport(null)}
        areaName={report?.areaName ?? ''}
        companyName={company.companyName}
        onConfirm={generate}
      />
    </div>
  );
}
