import { useTranslation } from 'react-i18next';
import type { MetricRow, MetricTable } from '@platform/contracts';
import { Table, type TableColumn } from '@platform/ui';
import { LinkButton, Scroll } from './styles';

/** A county has no regions under it; a province or city does. */
const hasChildren = (code: string) => code.endsWith('00');

/** The children regions by year: each region's name opens its own children; every column sorts. */
export function RegionTable({
  table,
  caption,
  onDrill,
}: {
  table: MetricTable;
  caption: string;
  onDrill: (code: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN');
  const columns: TableColumn<MetricRow>[] = [
    {
      key: 'regionName',
      title: t('metricTable.region'),
      sortable: true,
      render: (r) =>
        hasChildren(r.regionCode) ? (
          <LinkButton
            type="button"
            aria-label={t('metricTable.drill', { name: r.regionName })}
            onClick={() => onDrill(r.regionCode)}
          >
            {r.regionName}
          </LinkButton>
        ) : (
          r.regionName
        ),
    },
    ...table.years.map((year, i): TableColumn<MetricRow> => ({
      key: `y${year}`,
      title: String(year),
      align: 'right',
      sortable: true,
      sortValue: (r) => r.values[i],
      render: (r) => number(r.values[i] ?? 0),
    })),
    {
      key: 'total',
      title: table.indicator === 'companies' ? t('metricTable.end') : t('metricTable.total'),
      align: 'right',
      sortable: true,
      render: (r) => number(r.total),
    },
  ];
  return (
    <Scroll>
      <Table
        caption={caption}
        columns={columns}
        rows={table.rows}
        rowKey={(r) => r.regionCode}
        defaultSort={{ key: 'total', order: 'descending' }}
        empty={t('metricTable.empty')}
      />
    </Scroll>
  );
}
