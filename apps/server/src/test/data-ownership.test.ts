import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normaliseMarkdown } from './markdown';
import { ENTERPRISE_READ_MODEL, READ_MODEL_READERS, TABLE_OWNERS } from '../db/ownership';
import { COLUMNS } from '../db/schema/columns';
import { ownershipMarkdown } from './data-ownership-doc';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const MODULES = join(SRC, 'modules');
const DOC = fileURLToPath(new URL('../../../../docs/architecture/data-ownership.md', import.meta.url));

const TABLES = Object.keys(COLUMNS);
const owner = (t: string) => (TABLE_OWNERS as Record<string, string>)[t];
const isRepoFile = (path: string) => /(^|\/)([a-z0-9]+-)*repo\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'test' ? [] : sourceFiles(p);
    return p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('.typetest.ts') ? [p] : [];
  });
}

const stripComments = (src: string) =>
  src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const names = TABLES.join('|');
const READ = new RegExp(
  `\\.(?:selectFrom|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\\(\\s*'(${names})(?: as \\w+)?'|\\b(?:from|join)\\s+(${names})\\b`,
  'g',
);
const WRITE = new RegExp(
  `\\.(?:insertInto|updateTable|deleteFrom|mergeInto)\\(\\s*'(${names})'|\\b(?:insert\\s+into|update|delete\\s+from|truncate)\\s+(${names})\\b`,
  'gi',
);

interface Use {
  file: string;
  module: string;
  table: string;
  write: boolean;
}

function uses(): Use[] {
  const found: Use[] = [];
  for (const file of sourceFiles(MODULES)) {
    const rel = relative(MODULES, file);
    const module = rel.split('/')[0]!;
    const src = stripComments(readFileSync(file, 'utf8'));
    for (const [, a, b] of src.matchAll(READ))
      found.push({ file: rel, module, table: (a ?? b)!, write: false });
    for (const [, a, b] of src.matchAll(WRITE))
      found.push({ file: rel, module, table: (a ?? b)!, write: true });
  }
  return found;
}

const mayRead = (module: string, table: string) =>
  owner(table) === module ||
  ((READ_MODEL_READERS as readonly string[]).includes(module) &&
    (ENTERPRISE_READ_MODEL as readonly string[]).includes(table));

describe('data ownership (docs/architecture/data-ownership.md)', () => {
  it('gives every table exactly one owner, and owners that exist', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...TABLES].sort());
    const modules = readdirSync(MODULES).filter((n) => statSync(join(MODULES, n)).isDirectory());
    for (const o of new Set(Object.values(TABLE_OWNERS))) if (o !== 'db') expect(modules).toContain(o);
  });

  it('finds the queries it checks (so an empty scan cannot pass)', () => {
    const all = uses();
    expect(all.filter((u) => u.write).length).toBeGreaterThan(50);
    expect(all.some((u) => u.table === 'pay_orders' && u.module === 'pay')).toBe(true);
  });

  it('keeps SQL in repo files (repo.ts or <topic>-repo.ts)', () => {
    const outside = [
      ...new Set(
        uses()
          .filter((u) => !isRepoFile(u.file))
          .map((u) => u.file),
      ),
    ];
    expect(outside).toEqual([]);
  });

  it('lets only the owner write a table', () => {
    const foreign = uses()
      .filter((u) => u.write && owner(u.table) !== u.module)
      .map((u) => `${u.file} writes ${u.table} (owned by ${owner(u.table)})`);
    expect([...new Set(foreign)]).toEqual([]);
  });

  it("reads another module's table only through the owner's index.ts (the read model excepted)", () => {
    const foreign = uses()
      .filter((u) => !u.write && !mayRead(u.module, u.table))
      .map((u) => `${u.file} reads ${u.table} (owned by ${owner(u.table)})`);
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('is documented as the code has it', () => {
    expect(normaliseMarkdown(readFileSync(DOC, 'utf8'))).toContain(normaliseMarkdown(ownershipMarkdown()));
  });
});
