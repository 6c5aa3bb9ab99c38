import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const REPO = join(SRC, '../../..');
const ROOTS = ['packages/ui/src', 'apps/portal/src'];

/**
 * Characters that draw as emoji (or as an empty box on a machine without an emoji font): emoji
 * presentation by default, pictographs of the supplementary planes, anything asking for emoji
 * presentation with U+FE0F. Text arrows and ×, which every CJK font draws, are not matched.
 */
const EMOJI = /\p{Emoji_Presentation}|(?=\p{Extended_Pictographic})[\u{1F000}-\u{1FFFF}]|.\uFE0F/gu;

/** Files whose quoted strings are emoji as content (the picker's emoji are sent inside messages). */
const EMOJI_CONTENT = new Set(['packages/ui/src/domain/MessageComposer/MessageComposer.tsx']);

const isSource = (name: string) =>
  /\.tsx?$/.test(name) && !/\.(test|stories|e2e)\.tsx?$/.test(name) && !/fixtures?\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

const withoutQuotedStrings = (text: string) => text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");

/** Emoji found in a file's text, as `path:line: line`. */
export function emojiIcons(path: string, text: string): string[] {
  const scanned = EMOJI_CONTENT.has(path) ? withoutQuotedStrings(text) : text;
  return scanned
    .split('\n')
    .map((line, i) => ({ line, number: i + 1 }))
    .filter(({ line }) => line.match(EMOJI))
    .map(({ line, number }) => `${path}:${number}: ${line.trim()}`);
}

it('draws interface icons with the kit icon set, never emoji, in the ui kit and the portal', () => {
  const files = ROOTS.flatMap((root) => sourceFiles(join(REPO, root)));
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    emojiIcons(relative(REPO, file).split('\\').join('/'), readFileSync(file, 'utf8')),
  );
  expect(found).toEqual([]);
});

it('finds emoji drawn as a button face, even in a file allowed emoji content', () => {
  const composer = 'packages/ui/src/domain/MessageComposer/MessageComposer.tsx';
  expect(emojiIcons('a.tsx', '<Tool>\n  🖼\n</Tool>')).toEqual(['a.tsx:2: 🖼']);
  expect(emojiIcons('a.tsx', "label: '📎 附件'")).toHaveLength(1);
  expect(emojiIcons('a.tsx', '<b>❤️</b>')).toHaveLength(1);
  expect(emojiIcons(composer, "const E = ['😀', '✌️'];")).toEqual([]);
  expect(emojiIcons(composer, '<Tool>🪪</Tool>')).toHaveLength(1);
  expect(emojiIcons('a.tsx', 'Alt+↑ · 7×24 ▾ → ↗')).toEqual([]);
});
