import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const DOC = readFileSync(join(SRC, '../../../docs/architecture/ui-kit.md'), 'utf8');
const LAYERS = ['primitives', 'charts', 'domain'] as const;

const componentFolders = (layer: string) =>
  readdirSync(join(SRC, layer), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${layer}/${entry.name}`);

// docs/architecture/ui-kit.md lists every component under Components; a new folder needs a line there.
it('names every component folder in docs/architecture/ui-kit.md', () => {
  const folders = LAYERS.flatMap(componentFolders);
  expect(folders).toContain('charts/ChainGraph');
  expect(folders.filter((folder) => !DOC.includes(`\`${folder.split('/')[1]}\``))).toEqual([]);
});
