import { z } from 'zod';
import type { MessageTable } from '../messageTable';
import type { Route } from '../route';
import { SERVICE } from '../services';

const O = `${SERVICE.system}/operator/imports`;

/**
 * The company import run from the operator console (issue 32 item 5; docs/enterprise-import.md
 * "From the operator console"): upload, a validation report before anything is written, then the
 * write with its progress. Ours: the spec names no console.
 */
export const operatorImportRoutes = {
  /** The data set (source, size, last load, table sizes) and the recent imports. */
  imports: { method: 'GET', path: `${O}`, auth: 'user' },
  /** A JSONL file, a companies.csv or a zip of the CSV folder (multipart field `file`): validated in the background. */
  importUpload: { method: 'POST', path: `${O}/upload`, auth: 'user' },
  /** Writes a validated import (or continues a failed one from its last committed batch). */
  importStart: { method: 'POST', path: `${O}/start`, auth: 'user' },
  /** Drops an import that was not written (its file is removed). */
  importDiscard: { method: 'POST', path: `${O}/discard`, auth: 'user' },
} as const satisfies Record<string, Route>;

export const IMPORT_LIMITS = {
  /** The uploaded file, as sent (a zip counts compressed). Larger data sets: the command line. */
  uploadBytesMax: 64 * 1024 * 1024,
  /** A zip's files once unpacked. */
  unzippedBytesMax: 256 * 1024 * 1024,
  /** Recent imports listed. */
  runsShown: 20,
  /** Errors kept in a validation report. */
  errorsMax: 100,
  fileNameMax: 200,
} as const;

export const IMPORT_STATUSES = [
  'validating',
  'invalid',
  'valid',
  'importing',
  'done',
  'failed',
  'discarded',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importRunSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(['jsonl', 'csv', 'zip']),
  bytes: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  /** Companies in the file (known once validated). */
  companies: z.number().int(),
  /** `line N: field: message`, the file's errors or its conflicts with stored data. */
  errors: z.array(z.string()),
  errorsTruncated: z.boolean(),
  willInsert: z.number().int(),
  willUpdate: z.number().int(),
  /** Companies committed so far. */
  written: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rowsWritten: z.number().int(),
  failReason: z.string().nullable(),
  createdAt: z.string(),
  validatedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const DATASET_TABLE_NAMES = [
  'companies',
  'company_shareholders',
  'company_listings',
  'company_financials',
  'company_patents',
  'company_changes',
  'company_dynamics',
  'investment_orgs',
] as const;

export const operatorImportsSchema = z.object({
  dataset: z
    .object({
      /** 'generator' (the demo data) or 'import'. */
      source: z.string(),
      seed: z.string().nullable(),
      companies: z.number().int(),
      loadedAt: z.string(),
    })
    .nullable(),
  tables: z.array(
    z.object({ table: z.enum(DATASET_TABLE_NAMES), rows: z.number().int(), estimated: z.boolean() }),
  ),
  runs: z.array(importRunSchema),
});
export type OperatorImports = z.infer<typeof operatorImportsSchema>;

export const importIdInput = z.object({ id: z.string().trim().min(1).max(64) });

export const IMPORT_MESSAGES = {
  operatorImportTooLarge: {
    zh: '文件超过 64 MB，更大的数据请用命令行导入',
    en: 'The file is over 64 MB; import larger data from the command line',
  },
  operatorImportFormat: {
    zh: '文件须为 JSONL、companies.csv 或包含 CSV 文件的 zip 压缩包',
    en: 'The file must be JSONL, a companies.csv or a zip of the CSV files',
  },
  operatorImportZipEntries: {
    zh: '压缩包只能包含 companies.csv 及其配套的 CSV 文件',
    en: 'The zip may hold only companies.csv and its companion CSV files',
  },
  operatorImportZipTooLarge: {
    zh: '压缩包解压后超过 256 MB',
    en: 'The zip unpacks to more than 256 MB',
  },
  operatorImportZipBroken: { zh: '压缩包已损坏，无法解压', en: 'The zip is damaged and cannot be unpacked' },
  operatorImportNotFound: { zh: '该导入不存在', en: 'No such import' },
  operatorImportNotReady: {
    zh: '只有校验通过或失败的导入可以写入',
    en: 'Only a validated or failed import can be written',
  },
  operatorImportNotDiscardable: {
    zh: '正在校验或写入、或已完成的导入不能放弃',
    en: 'An import being checked or written, or already done, cannot be discarded',
  },
  operatorImportBusy: {
    zh: '另一个导入正在写入，请等它完成',
    en: 'Another import is being written; wait for it to finish',
  },
} satisfies MessageTable;
