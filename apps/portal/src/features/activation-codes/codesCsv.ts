import type { CodeRow } from '@platform/contracts';

const cell = (v: string | number | null) => {
  const s = String(v ?? '');
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV (with a BOM so spreadsheet apps read the Chinese headers) of activation codes. */
export function codesCsv(rows: CodeRow[], headers: string[], statusText: (used: boolean) => string): string {
  const lines = rows.map((r) =>
    [
      r.code,
      r.batchNo,
      r.productName,
      r.goodsTime,
      statusText(r.status === 1),
      r.usedBy,
      r.usedTenantName,
      r.usedTime,
      r.createTime,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[headers.map(cell).join(','), ...lines].join('\r\n')}\r\n`;
}
