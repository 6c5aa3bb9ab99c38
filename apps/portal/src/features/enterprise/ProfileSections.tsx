import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntDetail } from '@platform/contracts/bigdata';
import { ExpansionGauge, FinancialChart, KLineChart, MountainChart, toKLineRows } from '@platform/ui/charts';
import {
  DynamicsList,
  EnergyLevel,
  FinancialTable,
  StockQuotePanel,
  type DynamicItem,
} from '@platform/ui/domain';
import { Empty } from '@platform/ui';
import { useCompanyStockDayQuery, useCompanyStockKlineQuery, useEntDynamicPageQuery } from './enterpriseApi';
import { Section, Split } from './profileStyles';
import './i18n';

/** Financial table and chart, and the energy level (spec 2 §3 Enterprise detail response). */
export function FinanceSection({ detail }: { detail: EntDetail }) {
  const { t } = useTranslation();
  // The table draws its own 年份 column; amounts (万元) get separators and two decimals. Titles
  // and units are translated by key, so English shows none of the server's Chinese.
  const schema = detail.financialTable.schema
    .filter((c) => c.key !== 'yr')
    .map((c) => {
      const title = t(`enterprise.finance.columns.${c.key}`, { defaultValue: c.title });
      const unit = c.unit ? t(`enterprise.finance.units.${c.unit}`, { defaultValue: c.unit }) : '';
      return {
        prop: c.key,
        label: unit ? t('enterprise.finance.withUnit', { title, unit }) : title,
        format:
          c.unit === '%' ? ('percent' as const) : c.unit === '万元' ? ('number' as const) : ('text' as const),
      };
    });
  return (
    <Section aria-labelledby="finance-title">
      <h2 id="finance-title">{t('enterprise.finance.title')}</h2>
      <FinancialTable
        schema={schema}
        data={detail.financialTable.data}
        aria-label={t('enterprise.finance.title')}
      />
      <Split>
        <div>
          <h3>{t('enterprise.finance.chart')}</h3>
          <FinancialChart data={detail.financialChart.data} />
        </div>
        <div>
          <h3>{t('enterprise.finance.energy')}</h3>
          {detail.energyLevelInfo ? <EnergyLevel {...detail.energyLevelInfo} /> : <Empty />}
          <h3>{t('enterprise.market.expansion')}</h3>
          <ExpansionGauge value={detail.expansionIndex} label={t('enterprise.market.expansion')} />
        </div>
      </Split>
    </Section>
  );
}

/** Listed companies: every stock quote field, the K-line (full screen, 退出全屏) and the trend. */
export function MarketSection({
  companyId,
  stockName,
  stockCode,
}: {
  companyId: string;
  stockName: string;
  stockCode: string;
}) {
  const { t } = useTranslation();
  const { data: quote } = useCompanyStockDayQuery({ companyId });
  const { data: kline } = useCompanyStockKlineQuery({ companyId });
  const [full, setFull] = useState(false);
  const rows = kline ? toKLineRows(kline.rows) : [];
  return (
    <Section aria-labelledby="market-title" data-testid="market-section">
      <h2 id="market-title">{t('enterprise.market.title')}</h2>
      <StockQuotePanel quote={quote} stockName={stockName} stockCode={stockCode} />
      <h3>{t('enterprise.market.kline')}</h3>
      <KLineChart
        rows={rows}
        name={kline?.name}
        symbol={kline?.symbol}
        fullScreen={full}
        onFullScreenChange={setFull}
        labels={{
          fullScreen: t('enterprise.market.fullScreen'),
          exitFullScreen: t('enterprise.market.exitFullScreen'),
        }}
      />
      <h3>{t('enterprise.market.mountain')}</h3>
      <MountainChart
        points={rows.map((r) => ({ date: r.date, value: r.close }))}
        label={t('enterprise.market.change')}
      />
    </Section>
  );
}

/** The company's dynamics, 10 a page; a title opens the trend dialog (1140 px). */
export function DynamicsSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(1);
  const { data, isFetching } = useEntDynamicPageQuery({
    companyId,
    current: 1,
    size: Math.min(pages * 10, 100),
  });
  const items: DynamicItem[] = data?.records ?? [];
  return (
    <Section aria-labelledby="dynamics-title">
      <h2 id="dynamics-title">{t('enterprise.dynamics.title')}</h2>
      <DynamicsList
        items={items}
        loading={isFetching}
        hasMore={Boolean(data && data.records.length < data.total)}
        onLoadMore={() => setPages((p) => p + 1)}
      />
    </Section>
  );
}
