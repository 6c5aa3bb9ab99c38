import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES_DIR, filesOf, serverModules } from './module-graph';

const DOC = fileURLToPath(new URL('../../../../docs/architecture/tenant-scope.md', import.meta.url));
const ESCAPE = /eslint-disable(-next)?-line no-restricted-syntax --/;

/** Module files (tests aside) with an unscoped or forTenant line, as `<module>/<file>`; demo folders as one row. */
function filesWithEscapes(): string[] {
  const found = filesOf(MODULES_DIR)
    .filter((f) => !f.endsWith('.test.ts') && ESCAPE.test(readFileSync(f, 'utf8')))
    .map((f) => relative(MODULES_DIR, f))
    .map((f) => (f.includes('/demo/') ? '<module>/demo/' : f));
  return [...new Set(found)].sort();
}

describe('docs/architecture/tenant-scope.md, "Where there is no caller"', () => {
  const table = readFileSync(DOC, 'utf8').split('## Where there is no caller')[1]!.split('\n## ')[0]!;
  const modules = [...serverModules(), '<module>'];
  const named = [...table.matchAll(/`([a-z<>-]+\/[\w./-]*)`/g)]
    .map((m) => m[1]!)
    .filter((path) => modules.includes(path.split('/')[0]!) || path.startsWith('plugins/'));

  it('names every module file that reaches past the caller’s scope', () => {
    const files = filesWithEscapes();
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => !named.includes(f))).toEqual([]);
  });

  it('names no module file that has no such line', () => {
    const files = filesWithEscapes();
    expect(named.filter((f) => !f.startsWith('plugins/') && !files.includes(f))).toEqual([]);
  });
});
