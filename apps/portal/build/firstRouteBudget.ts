import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { firstRouteFiles } from './firstRouteFiles';

/**
 * Fails the build when the JavaScript the first route loads grows past its budget by more than
 * 10 %: the entry chunk and every chunk it imports statically (dynamic imports load later), gzipped
 * at level 9 as bench/portal measures them in the browser. Lower the budget when a change makes
 * the first route lighter; raising it is a decision to write down.
 */
export function firstRouteBudget(budgetKb: number): Plugin {
  return {
    name: 'first-route-budget',
    apply: 'build',
    // Read from disk once written: later plugins still change the chunks' code after generateBundle.
    writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const seen = firstRouteFiles(bundle);
      if (seen.size === 0) return;
      const bytes = [...seen].reduce(
        (sum, name) => sum + gzipSync(readFileSync(join(dir, name)), { level: 9 }).length,
        0,
      );
      const kb = bytes / 1024;
      const limit = budgetKb * 1.1;
      const line = `first route: ${kb.toFixed(1)} KB gzipped in ${seen.size} files (budget ${budgetKb} KB, fails above ${limit.toFixed(1)})`;
      if (kb > limit) this.error(line);
      this.info(line);
    },
  };
}
