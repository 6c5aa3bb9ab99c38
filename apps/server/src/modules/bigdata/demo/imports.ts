import type { FileStorage } from '../../../adapters/storage/file-storage';
import type { Store } from '../../../db/kysely';
import { consoleImports } from '../import';
import { generateDataset } from './generator';
import { inputOfGenerated } from './import-input';

/** The platform operator of the demo accounts (db/seed/demo-data.ts, account admin). */
const OPERATOR_ID = '1000000000000000001';

/**
 * Two imports waiting on the operator's console (docs/enterprise-import.md "From the operator
 * console"): files made from generated companies of their own seed, uploaded as the operator would
 * (stored and queued for validation), so the runner checks them for real at start. One is clean (40 new
 * companies, valid, not written until the operator starts it); the other carries four mistakes
 * (invalid, with its report).
 */
export const DEMO_IMPORTS = [
  { fileName: '新增企业-2026-11.jsonl', broken: false },
  { fileName: '企业补录-有误.jsonl', broken: true },
] as const;

function demoFile(broken: boolean): Buffer {
  const dataset = generateDataset({ seed: broken ? 'demo-import-broken' : 'demo-import', companies: 40 });
  const lines = [...dataset.companies()].map((c) => {
    // Without companyId: a new company's id is its credit code, so no id of the demo data is met.
    const input: Record<string, unknown> = { ...inputOfGenerated(c, dataset, { dailyLimit: 10 }) };
    delete input.companyId;
    return input;
  });
  if (broken) {
    lines[1] = { ...lines[1], esDt: '2021-02-30' };
    lines[4] = { ...lines[4], uscNo: '91440101MA5CXXXXX0' };
    lines[7] = { ...lines[7], regionCode: '999999' };
    lines[9] = { ...lines[9], uscNo: lines[0]?.uscNo };
  }
  return Buffer.from(lines.map((l) => JSON.stringify(l)).join('\n') + '\n', 'utf8');
}

/** Seeds the two imports once (none yet): false when imports exist already. */
export async function seedDemoImports(store: Store, files: FileStorage): Promise<boolean> {
  if ((await consoleImports.imports(store)).runs.length) return false;
  // As the operator's upload would: stored, then queued for the runner's check.
  for (const demo of DEMO_IMPORTS) {
    await consoleImports.upload(store, files, OPERATOR_ID, {
      bytes: demoFile(demo.broken),
      filename: demo.fileName,
    });
  }
  return true;
}
