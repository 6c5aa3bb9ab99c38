import type { CodeRow } from '@platform/contracts';

/**
 * One CSV cell. User-supplied text (names, organisations) that starts like a formula is prefixed
 * with a quote, so a spreadsheet shows it as text instead of running it (OWASP CSV injection).
 */
const cell = (v: string | number | null) => {
  const raw = String(v ?? '');
  const s = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
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
