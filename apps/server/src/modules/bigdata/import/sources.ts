/**
 * Readers of the two import formats. Each pass of the import calls `companies()` again and the file
 * is read again from the start, so memory does not grow with the file (JSONL fully; CSV keeps the
 * rows of its companion files, grouped by company, while companies.csv streams).
 *
 * Every item names where it came from (`line 7`, `daily.csv line 12`) so errors point at the line.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { parse } from 'csv-parse';
import type { z } from 'zod';
import {
  changeSchema,
  dailySchema,
  dynamicSchema,
  financialSchema,
  listingSchema,
  patentSchema,
  relatedSchema,
  shareholderSchema,
  tagChangeSchema,
} from './schema';

/** A company as read (not yet validated), or what was wrong with the line. */
export type SourceItem =
  { where: string; value: unknown; errors?: undefined } | { where: string; errors: string[] };

export interface ImportSource {
  format: 'jsonl' | 'csv';
  /** The files read, for messages. */
  describe: string;
  companies(): AsyncGenerator<SourceItem>;
}

export class ImportUsageError extends Error {}

export function openSource(path: string, format?: 'jsonl' | 'csv'): ImportSource {
  if (!existsSync(path)) throw new ImportUsageError(`${path}: no such file or folder`);
  const isDir = statSync(path).isDirectory();
  const chosen = format ?? (isDir || path.toLowerCase().endsWith('.csv') ? 'csv' : 'jsonl');
  if (chosen === 'jsonl') {
    if (isDir) throw new ImportUsageError(`${path} is a folder; a JSONL import reads one file`);
    return { format: 'jsonl', describe: path, companies: () => readJsonl(path) };
  }
  const dir = isDir ? path : dirname(path);
  const main = isDir ? join(path, 'companies.csv') : path;
  if (!existsSync(main))
    throw new ImportUsageError(`${main}: no such file (a CSV import needs companies.csv)`);
  const companions = COMPANIONS.filter((c) => existsSync(join(dir, c.file))).map((c) => c.file);
  return {
    format: 'csv',
    describe: [main, ...companions.map((f) => join(dir, f))].join(', '),
    companies: () => readCsv(dir, main),
  };
}

async function* readJsonl(path: string): AsyncGenerator<SourceItem> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const raw of lines) {
    n++;
    const line = n === 1 ? raw.replace(/^\uFEFF/, '') : raw;
    if (!line.trim()) continue;
    try {
      yield { where: `line ${n}`, value: JSON.parse(line) as unknown };
    } catch (err) {
      yield { where: `line ${n}`, errors: [`invalid JSON: ${(err as Error).message}`] };
    }
  }
}

/** The file names a CSV import reads: companies.csv and its companions. */
export const csvFileNames = (): string[] => ['companies.csv', ...COMPANIONS.map((c) => c.file)];

// ---- CSV ----------------------------------------------------------------------------------------

type Cell = string | undefined;
type Kind = 'string' | 'number' | 'list';

/** companies.csv: the flat fields, nested objects spread into columns, lists joined with `|`. */
const COMPANY_COLUMNS: Record<string, Kind> = {
  companyId: 'string',
  companyName: 'string',
  companyNameAlias: 'string',
  logoPath: 'string',
  uscNo: 'string',
  regStatusCode: 'string',
  regStatusName: 'string',
  cancelDate: 'string',
  cancelReason: 'string',
  legalEntityName: 'string',
  regCapital: 'number',
  regCapitalCurrency: 'string',
  esDt: 'string',
  registrationAuthority: 'string',
  regAddr: 'string',
  operateAddr: 'string',
  businessScope: 'string',
  phone: 'string',
  email: 'string',
  regionCode: 'string',
  industrySectionCode: 'string',
  industryDivisionCode: 'string',
  companyScaleTag: 'string',
  companyTypeTag: 'string',
  financingStageTag: 'string',
  enqaTypeName: 'string',
  qualificationType: 'string',
  listTitle: 'string',
  enterpriseLevel: 'number',
  capitalType: 'string',
  managementSize: 'string',
  employees: 'number',
  investAmt: 'number',
  investCnt: 'number',
  descr: 'string',
  expansionTag: 'string',
  highlight: 'string',
  qualificationTags: 'list',
  industryFieldTags: 'list',
  techFieldTags: 'list',
  serviceAndProductTags: 'list',
  circlesTags: 'list',
  layoutNodeCodes: 'list',
  controllerName: 'string',
  controllerType: 'string',
  controllerId: 'string',
  growScore: 'number',
  evolScore: 'number',
  innovScore: 'number',
  stseScore: 'number',
  effectScore: 'number',
  riskScore: 'number',
  totalScore: 'number',
  energyLevel: 'number',
  rankScoreInIndustry: 'number',
  contribution: 'number',
};

interface Companion {
  file: string;
  /** The company list it fills (daily rows fill the listing named by stockCode). */
  field:
    | 'majorShareholders'
    | 'listings'
    | 'daily'
    | 'financials'
    | 'dynamics'
    | 'tagChanges'
    | 'relatedCompany'
    | 'patents'
    | 'changes';
  key: 'uscNo' | 'stockCode';
  columns: Record<string, Kind>;
  schema: z.ZodType;
}

const COMPANIONS: readonly Companion[] = [
  {
    file: 'shareholders.csv',
    field: 'majorShareholders',
    key: 'uscNo',
    columns: {
      holderEntityId: 'string',
      holderEntityType: 'string',
      holderEntityName: 'string',
      ratio: 'number',
      subscribedCapital: 'number',
    },
    schema: shareholderSchema,
  },
  {
    file: 'listings.csv',
    field: 'listings',
    key: 'uscNo',
    columns: {
      stockCode: 'string',
      stockTypeName: 'string',
      stockName: 'string',
      exchange: 'string',
      exchangeName: 'string',
      listDate: 'string',
      totalShares: 'number',
      floatShares: 'number',
    },
    schema: listingSchema,
  },
  {
    file: 'daily.csv',
    field: 'daily',
    key: 'stockCode',
    columns: {
      date: 'string',
      prevClose: 'number',
      open: 'number',
      high: 'number',
      low: 'number',
      close: 'number',
      volume: 'number',
      amount: 'number',
    },
    schema: dailySchema,
  },
  {
    file: 'financials.csv',
    field: 'financials',
    key: 'uscNo',
    columns: {
      yr: 'number',
      revenue: 'number',
      netProfit: 'number',
      totalAssets: 'number',
      totalLiabilities: 'number',
      netAssets: 'number',
      rdExpense: 'number',
      taxPaid: 'number',
      employees: 'number',
      loarRate: 'number',
      assetsGrowthRate: 'number',
      businessRate: 'number',
    },
    schema: financialSchema,
  },
  {
    file: 'dynamics.csv',
    field: 'dynamics',
    key: 'uscNo',
    columns: {
      title: 'string',
      publisher: 'string',
      isSys: 'number',
      webSource: 'string',
      initSource: 'string',
      publishDt: 'string',
      content: 'string',
      url: 'string',
    },
    schema: dynamicSchema,
  },
  {
    file: 'tag_changes.csv',
    field: 'tagChanges',
    key: 'uscNo',
    columns: { date: 'string', changeTagCode: 'string', action: 'string', tagName: 'string' },
    schema: tagChangeSchema,
  },
  {
    file: 'related.csv',
    field: 'relatedCompany',
    key: 'uscNo',
    columns: { companyId: 'string', companyName: 'string', relation: 'string' },
    schema: relatedSchema,
  },
  {
    file: 'patents.csv',
    field: 'patents',
    key: 'uscNo',
    columns: {
      patentNo: 'string',
      title: 'string',
      kind: 'string',
      ipc: 'string',
      applicant: 'string',
      inventors: 'list',
      appliedOn: 'string',
      publishedOn: 'string',
      grantedOn: 'string',
      legalStatus: 'string',
    },
    schema: patentSchema,
  },
  {
    file: 'changes.csv',
    field: 'changes',
    key: 'uscNo',
    columns: {
      changedOn: 'string',
      kind: 'string',
      beforeText: 'string',
      afterText: 'string',
      beforeAmount: 'number',
      afterAmount: 'number',
    },
    schema: changeSchema,
  },
];

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A cell as the JSON form would give it: empty means left out; numbers parsed; `|` lists split. */
function cellValue(cell: Cell, kind: Kind): unknown {
  const s = cell?.trim() ?? '';
  if (s === '') return undefined;
  if (kind === 'number') return NUMBER.test(s) ? Number(s) : s;
  if (kind === 'list')
    return s
      .split('|')
      .map((t) => t.trim())
      .filter(Boolean);
  return s;
}

interface CsvRow {
  line: number;
  record: Record<string, Cell>;
}

/** Rows of one CSV file with the line each ends on (header = line 1); a broken file throws. */
async function* csvRows(path: string, columns: Record<string, Kind>, key?: string): AsyncGenerator<CsvRow> {
  const parser = createReadStream(path).pipe(
    parse({
      columns: true,
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: false,
      relax_column_count: false,
    }),
  );
  const name = basename(path);
  let checked = false;
  try {
    for await (const item of parser as AsyncIterable<{
      record: Record<string, Cell>;
      info: { lines: number };
    }>) {
      if (!checked) {
        checked = true;
        const unknown = Object.keys(item.record).filter((c) => !(c in columns) && c !== key);
        if (unknown.length) throw new CsvFileError(`${name} line 1`, `unknown column ${unknown.join(', ')}`);
        if (key && !(key in item.record))
          throw new CsvFileError(`${name} line 1`, `the ${key} column is missing`);
      }
      yield { line: item.info.lines, record: item.record };
    }
  } catch (err) {
    if (err instanceof CsvFileError) throw err;
    const e = err as Error & { lines?: number };
    throw new CsvFileError(`${name}${e.lines ? ` line ${e.lines}` : ''}`, `CSV: ${e.message}`);
  }
}

class CsvFileError extends Error {
  constructor(
    readonly where: string,
    readonly detail: string,
  ) {
    super(`${where}: ${detail}`);
  }
}

interface Held {
  where: string;
  value: unknown;
}

async function* readCsv(dir: string, main: string): AsyncGenerator<SourceItem> {
  const mainName = basename(main);
  // Companion rows, validated one by one (so errors name their own file and line) and grouped.
  const byCompany = new Map<string, Partial<Record<Companion['field'], Held[]>>>();
  const byStock = new Map<string, Held[]>();
  try {
    for (const c of COMPANIONS) {
      const path = join(dir, c.file);
      if (!existsSync(path)) continue;
      for await (const { line, record } of csvRows(path, c.columns, c.key)) {
        const where = `${c.file} line ${line}`;
        const keyValue = record[c.key]?.trim().toUpperCase() ?? '';
        const value = companionValue(c, record);
        const checked = c.schema.safeParse(value);
        if (!keyValue) {
          yield { where, errors: [`${c.key}: must not be empty`] };
          continue;
        }
        if (!checked.success) {
          yield {
            where,
            errors: checked.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`),
          };
          continue;
        }
        if (c.field === 'daily') {
          byStock.set(keyValue, [...(byStock.get(keyValue) ?? []), { where, value }]);
        } else {
          const lists = byCompany.get(keyValue) ?? {};
          (lists[c.field] ??= []).push({ where, value });
          byCompany.set(keyValue, lists);
        }
      }
    }
  } catch (err) {
    if (!(err instanceof CsvFileError)) throw err;
    yield { where: err.where, errors: [err.detail] };
    return;
  }

  const usedCompanies = new Set<string>();
  const usedStocks = new Set<string>();
  try {
    for await (const { line, record } of csvRows(main, COMPANY_COLUMNS)) {
      const value = companyValue(record);
      const usc = typeof value.uscNo === 'string' ? value.uscNo.trim().toUpperCase() : '';
      const lists = byCompany.get(usc);
      if (lists && !usedCompanies.has(usc)) {
        usedCompanies.add(usc);
        for (const [field, held] of Object.entries(lists)) value[field] = held.map((h) => h.value);
        value.listings = (value.listings as Record<string, unknown>[] | undefined)?.map((l) => {
          const code = String(l.stockCode);
          const days = byStock.get(code);
          if (!days) return l;
          usedStocks.add(code);
          return { ...l, daily: days.map((d) => d.value) };
        });
        if (!value.listings) delete value.listings;
      }
      yield { where: `${mainName} line ${line}`, value };
    }
  } catch (err) {
    if (!(err instanceof CsvFileError)) throw err;
    yield { where: err.where, errors: [err.detail] };
    return;
  }
  for (const [usc, lists] of byCompany) {
    if (usedCompanies.has(usc)) continue;
    const first = Object.values(lists)[0]?.[0];
    yield { where: first?.where ?? '', errors: [`uscNo: no company ${usc} in ${mainName}`] };
  }
  for (const [code, days] of byStock) {
    if (usedStocks.has(code)) continue;
    yield { where: days[0]?.where ?? '', errors: [`stockCode: no listing ${code} in listings.csv`] };
  }
}

function companionValue(c: Companion, record: Record<string, Cell>): unknown {
  if (c.field === 'daily')
    return Object.entries(c.columns).map(([name, kind]) => cellValue(record[name], kind));
  const value: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(c.columns)) {
    const v = cellValue(record[name], kind);
    if (v !== undefined) value[name] = v;
  }
  return value;
}

const SPREAD: Record<string, [string, string]> = {
  cancelDate: ['cancellation', 'date'],
  cancelReason: ['cancellation', 'reason'],
  controllerName: ['realityControllingPerson', 'name'],
  controllerType: ['realityControllingPerson', 'type'],
  controllerId: ['realityControllingPerson', 'id'],
  growScore: ['capability', 'growScore'],
  evolScore: ['capability', 'evolScore'],
  innovScore: ['capability', 'innovScore'],
  stseScore: ['capability', 'stseScore'],
  effectScore: ['capability', 'effectScore'],
  riskScore: ['capability', 'riskScore'],
  totalScore: ['capability', 'totalScore'],
  energyLevel: ['energyLevelInfo', 'level'],
  rankScoreInIndustry: ['energyLevelInfo', 'rankScoreInIndustry'],
  contribution: ['energyLevelInfo', 'contribution'],
};

function companyValue(record: Record<string, Cell>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(COMPANY_COLUMNS)) {
    const v = cellValue(record[name], kind);
    if (v === undefined) continue;
    const spread = SPREAD[name];
    if (spread) {
      const [object, field] = spread;
      ((value[object] ??= {}) as Record<string, unknown>)[field] = v;
    } else {
      value[name] = v;
    }
  }
  return value;
}
