import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseMarkdown } from './markdown';
import { MODULES_DIR, filesOf, importGraph, modulesMarkdown, serverModules } from './module-graph';

const DOC = fileURLToPath(new URL('../../../../docs/architecture/server-modules.md', import.meta.url));

const MODULES = MODULES_DIR;
const modules = serverModules();

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

  it('is documented as the code has it (docs/architecture/server-modules.md)', () => {
    expect(normaliseMarkdown(readFileSync(DOC, 'utf8'))).toContain(normaliseMarkdown(modulesMarkdown()));
  });
});
