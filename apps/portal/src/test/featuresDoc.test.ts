import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(dirname(fileURLToPath(import.meta.url)));
const DOC = readFileSync(join(SRC, '../../../docs/architecture/portal-features.md'), 'utf8');
const foldersOf = (dir: string) =>
  readdirSync(join(SRC, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('docs/architecture/portal-features.md', () => {
  it('names every feature folder in its list', () => {
    const features = foldersOf('features');
    expect(features).toContain('auth');
    expect(features.filter((name) => !DOC.includes(`\n- \`${name}\`: `))).toEqual([]);
  });

  it('names every sub-folder of shared/ and app/ in its layout', () => {
    const folders = [...foldersOf('shared'), ...foldersOf('app')];
    expect(folders).toContain('api');
    expect(folders.filter((name) => !new RegExp(`^ {4}${name}/`, 'm').test(DOC))).toEqual([]);
  });
});
