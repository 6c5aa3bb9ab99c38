import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { CUSTOMERS_LIMITS, IMPORT_COLUMNS, ResultCode } from '@platform/contracts';
import { AppError } from '../../lib/errors';

/** Reading an import file into rows of text (docs/customers.md): by its content, never its name. */

export const importFileRefused = () => new AppError('customersImportFile', ResultCode.BAD_REQUEST, 400);
const headerRefused = () => new AppError('customersImportHeader', ResultCode.BAD_REQUEST, 400);

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result === undefined ? '' : String(v.result);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    return '';
  }
  return String(v);
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw importFileRefused();
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw importFileRefused();
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    if (n > CUSTOMERS_LIMITS.importRowsMax + 1) throw importFileRefused();
    const cells: string[] = [];
    for (let c = 1; c <= IMPORT_COLUMNS.zh.length; c++) cells.push(cellText(row.getCell(c).value).trim());
    rows[n - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

function csvRows(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw importFileRefused();
  }
  if (text.includes('\0')) throw importFileRefused();
  try {
    return (parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][]).map(
      (r) => r.map((c) => c.trim()),
    );
  } catch {
    throw importFileRefused();
  }
}

/** The header's language and the data rows (1-based file row numbers kept), blank rows left out. */
export async function readImportFile(bytes: Buffer): Promise<Array<{ row: number; cells: string[] }>> {
  const all = bytes.subarray(0, 4).equals(ZIP) ? await xlsxRows(bytes) : csvRows(bytes);
  const header = (all[0] ?? []).map((c) => c.trim());
  while (header.length && !header[header.length - 1]) header.pop();
  const matches = (names: readonly string[]) =>
    header.length >= 1 && header.length <= names.length && header.every((h, i) => h === names[i]);
  if (!matches(IMPORT_COLUMNS.zh) && !matches(IMPORT_COLUMNS.en)) throw headerRefused();
  const data = all
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c !== ''));
  if (data.length === 0 || data.length > CUSTOMERS_LIMITS.importRowsMax) throw importFileRefused();
  return data;
}
