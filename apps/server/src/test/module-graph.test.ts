import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULES = fileURLToPath(new URL('../modules', import.meta.url));
const modules = readdirSync(MODULES).filter((n) => statSync(join(MODULES, n)).isDirectory());

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesOf(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** module -> the other modules its files import (tests included). */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const m of modules) {
    const deps = new Set<string>();
    for (const file of filesOf(join(MODULES, m))) {
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '(\.\.\/[^'.][^']*)'/g)) {
        const other = spec!.split('/')[1]!;
        if (modules.includes(other) && other !== m) deps.add(other);
      }
    }
    graph.set(m, deps);
  }
  return graph;
}

describe('the module graph', () => {
  it('gives every module an index.ts (its plugin and public API)', () => {
    for (const m of modules)
      expect(filesOf(join(MODULES, m)).map((f) => f.slice(MODULES.length + m.length + 2))).toContain(
        'index.ts',
      );
  });

  it('has no cycle between modules', () => {
    const graph = importGraph();
    // The reader sees real edges (so an empty graph cannot pass by accident).
    expect([...(graph.get('auth') ?? [])]).toEqual(
      expect.arrayContaining(['accounts', 'captcha', 'resource']),
    );
    const cycles: string[] = [];
    const visit = (m: string, path: string[]) => {
      if (path.includes(m)) {
        cycles.push([...path.slice(path.indexOf(m)), m].join(' -> '));
        return;
      }
      for (const d of graph.get(m) ?? []) visit(d, [...path, m]);
    };
    for (const m of modules) visit(m, []);
    expect(cycles).toEqual([]);
  });
});
