import ExcelJS from 'exceljs';
import { METRIC_INDICATOR_NAMES, type MetricTable } from '@platform/contracts';

/** The metric table as an .xlsx workbook: a sheet per indicator, a row per region, a column per year. */
export async function metricWorkbook(tables: readonly MetricTable[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const t of tables) {
    const name = METRIC_INDICATOR_NAMES[t.indicator];
    const sheet = book.addWorksheet(name.replace(/（.*）/, ''));
    sheet.addRow([`${t.parentName} ${name}`]);
    sheet.addRow(['地区', ...t.years.map(String), t.indicator === 'companies' ? '期末' : '合计']);
    sheet.getRow(2).font = { bold: true };
    for (const r of [...t.rows, t.all]) sheet.addRow([r.regionName, ...r.values, r.total]);
    sheet.columns.forEach((c, i) => (c.width = i === 0 ? 20 : 12));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
