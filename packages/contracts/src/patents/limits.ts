/** Limits of 专利, the patent search (docs/patents.md). */
export const PATENT_LIMITS = {
  pageSizeMax: 50,
  /** A search counts its matches up to this many; past it the total reads 10,000+. */
  totalCap: 10_000,
  keywordMax: 50,
  /** An IPC prefix: a section, class, subclass or group (`H`, `H01`, `H01M`, `H01M 10/05`). */
  ipcMax: 16,
  /** How many IPC classes (their first 4 characters) the statistics rank. */
  topIpc: 10,
  /** How many years, this one included, the statistics count applications for. */
  years: 10,
} as const;

export const PATENT_KINDS = ['invention', 'utility', 'design'] as const;
export type PatentKindName = (typeof PATENT_KINDS)[number];

export const PATENT_STATUSES = ['pending', 'granted', 'lapsed'] as const;
export type PatentStatusName = (typeof PATENT_STATUSES)[number];
