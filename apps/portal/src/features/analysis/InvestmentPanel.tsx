import { useTranslation } from 'react-i18next';
import { formatThousands } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import {
  useInvestmentLinkageDataQuery,
  useInvestmentProcessQuery,
  useInvestmentYearFinanceQuery,
  useInvestmentYearRoundsQuery,
} from './analysisApi';
import { InvestmentLists } from './InvestmentLists';
import { LinkageGraph } from './LinkageGraph';
import { Block, ChartGrid, Summary } from './styles';
import type { ChainScope, ProfileHref } from './types';

/** A chain scope's financing: totals, rounds, years, the investor graph and the lists. */
export function InvestmentPanel({ scope, profileHref }: { scope: ChainScope; profileHref: ProfileHref }) {
  const { t } = useTranslation();
  const { data: totals } = useInvestmentLinkageDataQuery(scope);
  const { data: process } = useInvestmentProcessQuery(scope);
  const { data: years } = useInvestmentYearFinanceQuery(scope);
  const { data: yearRounds } = useInvestmentYearRoundsQuery(scope);
  return (
    <div data-testid="investment-panel">
      {totals && (
        <Summary role="status">
          {t('analysis.investment.summary', {
            investors: totals.investorCount,
            companies: totals.companyCount,
            events: totals.eventCount,
            amount: formatThousands(totals.amount),
          })}
        </Summary>
      )}
      <ChartGrid>
        <Block>
          <h3>{t('analysis.investment.rounds')}</h3>
          <SeriesChart
            label={t('analysis.investment.rounds')}
            categories={process?.rounds.map((r) => r.round) ?? []}
            series={[
              {
                name: t('analysis.investment.companies'),
                values: process?.rounds.map((r) => r.companyCount) ?? [],
              },
              {
                name: t('analysis.investment.events'),
                values: process?.rounds.map((r) => r.eventCount) ?? [],
              },
            ]}
          />
        </Block>
        <Block>
          <h3>{t('analysis.investment.years')}</h3>
          <SeriesChart
            label={t('analysis.investment.years')}
            categories={years?.years.map((y) => y.year) ?? []}
            series={[
              { name: t('analysis.investment.events'), values: years?.years.map((y) => y.eventCount) ?? [] },
              {
                name: t('analysis.investment.amount'),
                type: 'line',
                secondAxis: true,
                values: years?.years.map((y) => y.amount) ?? [],
              },
            ]}
          />
        </Block>
        <Block>
          <h3>{t('analysis.investment.yearRounds')}</h3>
          <SeriesChart
            label={t('analysis.investment.yearRounds')}
            categories={yearRounds?.years ?? []}
            series={(yearRounds?.rounds ?? []).map((r) => ({
              name: r.round,
              values: r.counts,
              stack: 'rounds',
            }))}
          />
        </Block>
      </ChartGrid>
      <LinkageGraph scope={scope} />
      <InvestmentLists scope={scope} profileHref={profileHref} />
    </div>
  );
}
