import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Empty, formatWanAmount, useUiConfig } from '@platform/ui';
import { OrgDetailTabs, type OrgDetailTab } from '@platform/ui/domain';
import { Page } from '../../shared/layout/Page';
import {
  useEntDetailQuery,
  useOrgInvestedCompaniesQuery,
  useOrgManagedFundsQuery,
  useOrgRelatedCompaniesQuery,
} from './enterpriseApi';
import { profilePath } from './paths';
import { toProfile } from './ProfileCard';
import './i18n';

export const ORG_TABS: readonly OrgDetailTab[] = ['related', 'fund', 'invest'];
const PAGE_SIZE = 10;

/** activeTab by name (related, fund, invest), or by position (0, 1, 2) as older links send it. */
export function orgTabOf(value: string | null): OrgDetailTab {
  if (value && (ORG_TABS as readonly string[]).includes(value)) return value as OrgDetailTab;
  const index = Number(value);
  return ORG_TABS[Number.isInteger(index) && index >= 0 && index < ORG_TABS.length ? index : 0]!;
}

/**
 * /business/orgDetail/index and /tokerFinance/orgDetail/index (query page, entId, mod, activeTab):
 * an investment organisation's related companies, managed funds and invested companies.
 */
export default function OrgDetailPage() {
  const { t } = useTranslation();
  const { locale } = useUiConfig();
  const money = (v: number) => (v ? formatWanAmount(v, locale) : '');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const entId = params.get('entId') ?? '';
  const tab = orgTabOf(params.get('activeTab'));
  const current = Math.max(1, Number(params.get('current')) || 1);
  const valid = /^\d{1,19}$/.test(entId);
  const input = { entId, current, size: PAGE_SIZE };
  const org = useEntDetailQuery({ companyId: entId }, { skip: !valid });
  const related = useOrgRelatedCompaniesQuery(input, { skip: !valid || tab !== 'related' });
  const funds = useOrgManagedFundsQuery(input, { skip: !valid || tab !== 'fund' });
  const invested = useOrgInvestedCompaniesQuery(input, { skip: !valid || tab !== 'invest' });
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) next.set(k, v);
    setParams(next, { replace: true });
  };
  const pageOf = <T,>(
    tabKey: OrgDetailTab,
    q: { data?: { total: number }; isFetching: boolean },
    rows: T[],
  ) => ({
    rows,
    total: q.data?.total ?? 0,
    page: tab === tabKey ? current : 1,
    pageSize: PAGE_SIZE,
    loading: q.isFetching,
  });

  if (!valid)
    return (
      <Page>
        <h1>{t('enterprise.org.title')}</h1>
        <Empty description={t('enterprise.org.missing')} />
      </Page>
    );

  const profile = org.data ? toProfile(org.data, undefined, locale) : { companyId: entId, companyName: '' };
  return (
    <Page data-testid="org-detail-page">
      <h1>{profile.companyName || t('enterprise.org.title')}</h1>
      <OrgDetailTabs
        org={profile}
        activeTab={tab}
        onTabChange={(key) => set({ activeTab: key, current: '1' })}
        related={pageOf(
          'related',
          related,
          (related.data?.records ?? []).map((r) => ({
            companyId: r.companyId,
            companyName: r.companyName,
            relation: `${t('enterprise.org.sharedCount')} ${r.sharedCount}`,
            legalEntityName: r.legalEntityName,
            regCapital: money(r.regCapital),
            esDt: r.esDt,
          })),
        )}
        funds={pageOf(
          'fund',
          funds,
          (funds.data?.records ?? []).map((f) => ({
            fundName: f.fundName,
            fundScale: money(f.fundSize),
            esDt: f.establishedDate,
          })),
        )}
        invested={pageOf(
          'invest',
          invested,
          (invested.data?.records ?? []).map((r) => ({
            companyId: r.companyId,
            companyName: r.companyName,
            industry: r.industryDivisionName,
            investAmt: money(r.amount),
            investDt: r.investDate,
          })),
        )}
        onPageChange={(key, page) => set({ activeTab: key, current: String(page) })}
        onOpenCompany={(id) => void navigate(profilePath(id))}
      />
    </Page>
  );
}
