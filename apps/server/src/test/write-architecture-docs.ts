/**
 * Rewrites the generated parts of docs/architecture/data-ownership.md and server-modules.md from
 * the code (`npm run docs:architecture -w @platform/server`), then prettier formats them. Their doc
 * tests compare the same text.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ownershipMarkdown } from './data-ownership-doc';
import { modulesMarkdown } from './module-graph';

const docs = fileURLToPath(new URL('../../../../docs/architecture/', import.meta.url));
const squash = (line: string) => line.replace(/[\s-]+/g, '');

/** Replaces the generated part: from its first line to the end of the table or paragraph it ends with. */
function rewrite(file: string, generated: string): string {
  const path = docs + file;
  const lines = readFileSync(path, 'utf8').split('\n');
  const start = lines.findIndex((l) => squash(l) === squash(generated.split('\n')[0]!));
  const lastOfGenerated = generated.split('\n').at(-1)!;
  const isRow = (l: string) => l.startsWith('|');
  let end = start;
  if (isRow(lastOfGenerated)) while (end + 1 < lines.length && isRow(lines[end + 1]!)) end++;
  else end = lines.findIndex((l, i) => i > start && l.startsWith(lastOfGenerated.slice(0, 12)));
  if (start < 0 || end < 0) throw new Error(`${file}: the generated part was not found`);
  lines.splice(start, end - start + 1, ...generated.split('\n'));
  writeFileSync(path, lines.join('\n'));
  return path;
}

const written = [
  rewrite('data-ownership.md', ownershipMarkdown()),
  rewrite('server-modules.md', modulesMarkdown()),
];
execFileSync('npx', ['prettier', '--write', ...written], { stdio: 'inherit' });
