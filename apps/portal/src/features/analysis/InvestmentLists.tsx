import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Input, Pagination, Table, cutCompanyName, formatThousands } from '@platform/ui';
import {
  useInvestmentEnterprisesQuery,
  useInvestmentInvestorsQuery,
  useInvestmentSearchQuery,
} from './analysisApi';
import { InvestorInfo } from './InvestorInfo';
import { Block, ChartGrid, Muted, PlainList, Toolbar } from './styles';
import type { ChainScope, ProfileHref } from './types';

const SIZE = 8;

/** The scope's most active investors and most financed companies, paged; a search over both. */
export function InvestmentLists({ scope, profileHref }: { scope: ChainScope; profileHref: ProfileHref }) {
  const { t } = useTranslation();
  const [investorPage, setInvestorPage] = useState(1);
  const [companyPage, setCompanyPage] = useState(1);
  const [orgId, setOrgId] = useState<string | null>(null);
  const investors = useInvestmentInvestorsQuery({ ...scope, current: investorPage, size: SIZE });
  const companies = useInvestmentEnterprisesQuery({ ...scope, current: companyPage, size: SIZE });
  const openOrg = (id: string) => setOrgId(id);
  return (
    <>
      <InvestmentSearch profileHref={profileHref} onOrg={openOrg} />
      {orgId && (
        <InvestorInfo
          orgId={orgId}
          chainCode={scope.induChainId}
          profileHref={profileHref}
          onClose={() => setOrgId(null)}
        />
      )}
      <ChartGrid>
        <Block>
          <h3 id="analysis-investors">{t('analysis.investment.investors')}</h3>
          <Table
            aria-label={t('analysis.investment.investors')}
            loading={investors.isFetching}
            rowKey={(r) => r.orgId}
            rows={investors.data?.records ?? []}
            columns={[
              {
                key: 'orgName',
                title: t('analysis.investment.name'),
                render: (r) => (
                  <Button variant="link" onClick={() => openOrg(r.orgId)}>
                    {r.orgName}
                  </Button>
                ),
              },
              { key: 'companyCount', title: t('analysis.investment.companyCount'), align: 'right' },
              { key: 'eventCount', title: t('analysis.investment.eventCount'), align: 'right' },
              {
                key: 'amount',
                title: t('analysis.investment.amount'),
                align: 'right',
                render: (r) => formatThousands(r.amount),
              },
            ]}
          />
          <Pagination
            total={investors.data?.total ?? 0}
            pageSize={SIZE}
            page={investorPage}
            onChange={setInvestorPage}
            aria-label={t('analysis.investment.investors')}
          />
        </Block>
        <Block>
          <h3>{t('analysis.investment.enterprises')}</h3>
          <Table
            aria-label={t('analysis.investment.enterprises')}
            loading={companies.isFetching}
            rowKey={(r) => r.companyId}
            rows={companies.data?.records ?? []}
            columns={[
              {
                key: 'companyName',
                title: t('analysis.investment.name'),
                render: (r) => (
                  <Link to={profileHref(r.companyId)} title={r.companyName}>
                    {cutCompanyName(r.companyName)}
                  </Link>
                ),
              },
              { key: 'investorCount', title: t('analysis.investment.investorCount'), align: 'right' },
              { key: 'lastRound', title: t('analysis.investment.lastRound') },
              {
                key: 'amount',
                title: t('analysis.investment.amount'),
                align: 'right',
                render: (r) => formatThousands(r.amount),
              },
            ]}
          />
          <Pagination
            total={companies.data?.total ?? 0}
            pageSize={SIZE}
            page={companyPage}
            onChange={setCompanyPage}
            aria-label={t('analysis.investment.enterprises')}
          />
        </Block>
      </ChartGrid>
    </>
  );
}

function InvestmentSearch({ profileHref, onOrg }: { profileHref: ProfileHref; onOrg: (id: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useInvestmentSearchQuery({ keyword, size: 10 }, { skip: !keyword });
  return (
    <Block>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(draft.trim());
        }}
      >
        <Toolbar>
          <Input
            label={t('analysis.investment.search')}
            value={draft}
            maxLength={50}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit" loading={isFetching}>
            {t('analysis.investment.searchButton')}
          </Button>
        </Toolbar>
      </form>
      {keyword && data && (
        <PlainList aria-label={t('analysis.investment.search')}>
          {data.length === 0 && <li>{t('analysis.investment.noMatch')}</li>}
          {data.map((r) => (
            <li key={`${r.kind}${r.id}`}>
              {r.kind === 'org' ? (
                <Button variant="link" onClick={() => onOrg(r.id)}>
                  {r.name}
                </Button>
              ) : (
                <Link to={profileHref(r.id)}>{r.name}</Link>
              )}
              <Muted>
                {t(r.kind === 'org' ? 'analysis.investment.org' : 'analysis.investment.company')} ·{' '}
                {t('analysis.investment.eventCount')} {r.eventCount}
              </Muted>
            </li>
          ))}
        </PlainList>
      )}
    </Block>
  );
}
