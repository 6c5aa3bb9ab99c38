import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Seeded data folders the journeys start from. Every journey gets its own fresh copy (nothing one
 * journey writes reaches another), but the demo load (migrations, companies, cards, chat, content)
 * runs once per company count for the whole run instead of once per journey: on 2 cores it took
 * most of each journey's start, and under load it could pass the start deadline.
 */
const VARIABLE = 'E2E_DATA_TEMPLATES';

/** The demo company counts the journeys use (useJourney's DEMO_COMPANIES). */
export const TEMPLATE_COMPANY_COUNTS = ['2000', '300'] as const;

type Templates = Partial<Record<string, string>>;

const templates = (): Templates => JSON.parse(process.env[VARIABLE] ?? '{}') as Templates;

/** Fills dataDir from the seeded template of that company count; false when there is none (benches). */
export function copyTemplate(companies: string, dataDir: string): boolean {
  const template = templates()[companies];
  if (!template || !existsSync(template)) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}

/** Seeds one template per company count with `seed` (a server started and stopped on the folder). */
export async function prepareTemplates(seed: (companies: string, dataDir: string) => Promise<void>) {
  const made: Templates = {};
  for (const companies of TEMPLATE_COMPANY_COUNTS) {
    const dir = mkdtempSync(join(tmpdir(), `e2e-template-${companies}-`));
    await seed(companies, dir);
    made[companies] = dir;
  }
  // Journeys run in workers started after the global setup: they inherit this.
  process.env[VARIABLE] = JSON.stringify(made);
  return () => {
    for (const dir of Object.values(made)) if (dir) rmSync(dir, { recursive: true, force: true });
    delete process.env[VARIABLE];
  };
}
