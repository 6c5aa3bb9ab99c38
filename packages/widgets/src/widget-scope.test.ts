// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Route } from '@platform/contracts/route';
import { bigdataRoutes } from '@platform/contracts/bigdata/routes';
import { chatRoutes } from '@platform/contracts/im/chat-routes';
import { systemRoutes } from '@platform/contracts/system/routes';
import { attentionUserRoutes, imHelperRoutes, vcardRoutes } from '@platform/contracts/vcard/routes';
import { IM_HISTORY_PATH } from '@platform/chat';

const tables: Record<string, Record<string, Route>> = {
  bigdataRoutes,
  chatRoutes,
  systemRoutes,
  attentionUserRoutes,
  imHelperRoutes,
  vcardRoutes,
};
const srcDir = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && !f.startsWith('testing'),
);

// The server lets a widget token through only routes marked `widget` (default deny): a call the
// widgets make without the mark would be refused with 403 on every partner page.
describe('the widget scope', () => {
  it('marks every route the widgets call', () => {
    const called = new Set<string>();
    for (const file of sources) {
      for (const [, table, name] of readFileSync(`${srcDir}${file}`, 'utf8').matchAll(/(\w+Routes)\.(\w+)/g))
        called.add(`${table}.${name}`);
    }
    expect(called.size).toBeGreaterThan(5);
    for (const call of called) {
      const [table, name] = call.split('.') as [string, string];
      expect(tables[table], `${call}: add its table here`).toBeDefined();
      expect(tables[table]![name]?.widget, call).toBe(true);
    }
    // The chat bubble's history comes through @platform/chat.
    expect(chatRoutes.history.path).toBe(IM_HISTORY_PATH);
    expect(chatRoutes.history.widget).toBe(true);
  });
});
