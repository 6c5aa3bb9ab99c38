/**
 * Loads licensed company data into the database the server uses (docs/enterprise-import.md):
 *
 *   npm run import:companies -- <file.jsonl | companies.csv | folder> [--format jsonl|csv] [--dry-run]
 *
 * Same configuration as the server: DATABASE_URL for PostgreSQL, otherwise the PGlite folder under
 * DATA_DIR (default .data), whose lock it takes: stop the server first. Exit codes: 0 imported (or
 * a dry run passed), 1 the file or its data was refused (nothing written), 2 bad arguments,
 * 3 a database error (rolled back, nothing written), 4 the database cannot be opened.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { migrate } from '../db/migrate';
import { openDatabase, type OpenedDb } from '../db/open';
import { createStore } from '../db/kysely';
import { importCompanies, ImportUsageError, openSource } from '../modules/bigdata';

const USAGE =
  'usage: npm run import:companies -- <file.jsonl | companies.csv | folder> [--format jsonl|csv] [--dry-run] [--max-errors N]';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'max-errors': { type: 'string', default: '100' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    out(USAGE);
    return 0;
  }
  const format = values.format;
  const maxErrors = Number(values['max-errors']);
  if (positionals.length !== 1 || (format !== undefined && format !== 'jsonl' && format !== 'csv')) {
    err(USAGE);
    return 2;
  }
  if (!Number.isInteger(maxErrors) || maxErrors < 1) {
    err(`--max-errors must be a positive integer\n${USAGE}`);
    return 2;
  }
  // npm runs scripts from the repository root; a relative path is the caller's.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  try {
    openSource(file, format); // the file exists and its format is known, before the database opens
  } catch (e) {
    if (!(e instanceof ImportUsageError)) throw e;
    err(`${e.message}\n${USAGE}`);
    return 2;
  }

  let opened: OpenedDb;
  try {
    const config = loadConfig();
    opened = await openDatabase(config);
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      err(
        `${e.message}\nThe import writes to the same data folder: stop the server, import, then start it again.`,
      );
    } else if (e instanceof ConfigError) {
      err(e.message);
    } else {
      err(`cannot open the database: ${(e as Error).message}`);
    }
    return 4;
  }

  try {
    out(`database: ${opened.describe}`);
    await migrate(opened.db);
    const started = performance.now();
    const result = await importCompanies(createStore(opened.db), file, {
      format,
      dryRun: values['dry-run'],
      maxErrors,
      beforeBatch: (batch, done) => {
        if (batch === 0) out('file is valid; writing in one transaction…');
        else if (batch % 20 === 0) out(`  ${done} companies written…`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    if (result.errors.length) {
      for (const line of result.errors) err(line);
      err(
        `${result.errors.length}${result.truncated ? '+' : ''} error(s)${result.truncated ? ` (stopped after ${maxErrors})` : ''}: nothing was written.`,
      );
      return 1;
    }
    const perSecond = (n: number) => Math.round(n / Math.max(result.writeSeconds, 0.001));
    out(`${values['dry-run'] ? 'dry run (rolled back, nothing written)' : 'imported'}: ${file}`);
    out(`  companies read:     ${result.read}`);
    out(`  inserted:           ${result.inserted}`);
    out(`  updated:            ${result.updated}`);
    out(`  rows written:       ${result.rows} (companies and their shareholders, listings, quotes, …)`);
    out(
      `  seconds:            ${seconds.toFixed(2)} (validate ${result.validateSeconds.toFixed(2)}, write ${result.writeSeconds.toFixed(2)})`,
    );
    out(`  rows/s (write):     ${perSecond(result.rows)} (${perSecond(result.read)} companies/s)`);
    return 0;
  } catch (e) {
    if (e instanceof ImportUsageError) {
      err(`${e.message}\n${USAGE}`);
      return 2;
    }
    err(`database error, the import was rolled back (nothing written): ${(e as Error).message}`);
    return 3;
  } finally {
    await opened.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    err(`import failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exit(3);
  },
);
