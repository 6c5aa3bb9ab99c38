import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TABLE_OWNERS } from '../db/ownership';

export const MODULES_DIR = fileURLToPath(new URL('../modules', import.meta.url));

export const serverModules = () =>
  readdirSync(MODULES_DIR)
    .filter((n) => statSync(join(MODULES_DIR, n)).isDirectory())
    .sort();

export function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesOf(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** module -> the other modules its files import (tests included), by their index or demo entry. */
export function importGraph(): Map<string, Set<string>> {
  const modules = serverModules();
  const graph = new Map<string, Set<string>>();
  for (const m of modules) {
    const deps = new Set<string>();
    for (const file of filesOf(join(MODULES_DIR, m))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+[^'.][^']*)'/g)) {
        const other = spec!.replace(/^(\.\.\/)+/, '').split('/')[0]!;
        if (modules.includes(other) && other !== m) deps.add(other);
      }
    }
    graph.set(m, deps);
  }
  return graph;
}

/** The table of docs/architecture/server-modules.md: each module, what it imports and what it owns. */
export function modulesMarkdown(): string {
  const graph = importGraph();
  const owned = (m: string) =>
    Object.entries(TABLE_OWNERS)
      .filter(([, o]) => o === m)
      .map(([t]) => t)
      .sort();
  const rows = serverModules().map((m) => {
    const deps = [...(graph.get(m) ?? [])].sort().map((d) => `\`${d}\``);
    const tables = owned(m);
    return `| \`${m}\` | ${deps.join(', ') || '—'} | ${tables.length ? `${tables.length} (data-ownership.md)` : '—'} |`;
  });
  return [
    '| module | imports (through their index.ts) | tables owned |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
