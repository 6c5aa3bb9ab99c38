import { formatPercent, formatThousands, formatWan } from '../../helpers/format';
import type { UiLocale } from '../../locale';

/** One column of the financialTable schema (spec 2 §3). */
export interface FinancialColumn {
  /** Key of the value in each data row. */
  prop: string;
  /** Column title as the server sends it. */
  label: string;
  /** 'amount' abbreviates with 万/亿, 'percent' adds % (value 12.5 = 12.5%), 'number' adds separators; default shows the value as is. */
  format?: 'amount' | 'percent' | 'number' | 'text';
  /** Shown after the title, e.g. 万元. */
  unit?: string;
}

/** One year of financialTable data. */
export interface FinancialRow {
  yr: string | number;
  [prop: string]: unknown;
}

type Cell = number | string | null | undefined;

/** A cell as text: '-' when empty, otherwise formatted per the column's `format`. */
export function financialCell(
  value: unknown,
  format: FinancialColumn['format'],
  locale: UiLocale = 'zh',
): string {
  if (value === null || value === undefined || value === '') return '-';
  const v = value as Cell;
  if (format === 'amount') return formatWan(v, 2, locale);
  if (format === 'percent') return formatPercent(v, false);
  if (format === 'number') return formatThousands(v, 2);
  return String(value);
}
