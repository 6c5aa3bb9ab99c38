import { useUiConfig } from '../../locale';
import { Table, type TableColumn } from '../../primitives/Table';
import { financialCell, type FinancialColumn, type FinancialRow } from './financial';

export interface FinancialTableProps {
  /** Column schema after the 年份 column. */
  schema: readonly FinancialColumn[];
  /** One row per year (yr). */
  data: readonly FinancialRow[] | null | undefined;
  loading?: boolean;
  /** Accessible name (default 财务数据 / Financial data). */
  'aria-label'?: string;
}

/** financialTable of the enterprise detail: 年份 then the schema's columns; 暂无数据 when empty; sortable by year. */
export function FinancialTable({ schema, data, loading, ...aria }: FinancialTableProps) {
  const { messages, locale } = useUiConfig();
  const columns: TableColumn<FinancialRow>[] = [
    { key: 'yr', title: messages.financial.yr, sortable: true, sortValue: (r) => Number(r.yr) },
    ...schema.map((c) => ({
      key: c.prop,
      title: c.unit ? `${c.label}（${c.unit}）` : c.label,
      align: c.format && c.format !== 'text' ? ('right' as const) : ('left' as const),
      render: (row: FinancialRow) => financialCell(row[c.prop], c.format, locale),
    })),
  ];
  return (
    <Table
      columns={columns}
      rows={data ?? []}
      rowKey={(r) => String(r.yr)}
      loading={loading}
      aria-label={aria['aria-label'] ?? messages.financial.tableLabel}
    />
  );
}
