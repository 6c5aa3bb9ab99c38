import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Spinner, formatThousands } from '@platform/ui';
import { SeriesChart } from '@platform/ui/charts';
import { useInvestorInfoQuery } from './analysisApi';
import { Block, ChartGrid, PlainList, SectionBox, Toolbar } from './styles';
import type { ProfileHref } from './types';

/** One investor: who it is, its deals on this chain by segment, and its latest deals. */
export function InvestorInfo({
  orgId,
  chainCode,
  profileHref,
  onClose,
}: {
  orgId: string;
  chainCode: string;
  profileHref: ProfileHref;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useInvestorInfoQuery({ orgId, induChainId: chainCode });
  if (!data) return <Spinner />;
  return (
    <SectionBox aria-label={data.orgName} data-testid="investor-info">
      <Toolbar>
        <h3>
          {t('analysis.investment.orgInfo', {
            name: data.orgName,
            area: data.area,
            date: data.establishedDate,
            count: data.investCnt,
          })}
        </h3>
        <Button size="sm" onClick={onClose}>
          {t('analysis.investment.close')}
        </Button>
      </Toolbar>
      <ChartGrid>
        <Block>
          <h3>{t('analysis.investment.orgNodes')}</h3>
          <SeriesChart
            label={t('analysis.investment.orgNodes')}
            horizontal
            height={240}
            categories={data.nodes.map((n) => n.name)}
            series={[{ name: t('analysis.investment.events'), values: data.nodes.map((n) => n.eventCount) }]}
          />
        </Block>
        <Block>
          <h3>{t('analysis.investment.recent')}</h3>
          <PlainList>
            {data.recent.map((d) => (
              <li key={`${d.companyId}${d.date}${d.round}`}>
                <Link to={profileHref(d.companyId)}>
                  {t('analysis.investment.deal', {
                    date: d.date,
                    company: d.companyName,
                    round: d.round,
                    amount: formatThousands(d.amount),
                  })}
                </Link>
              </li>
            ))}
          </PlainList>
        </Block>
      </ChartGrid>
    </SectionBox>
  );
}
