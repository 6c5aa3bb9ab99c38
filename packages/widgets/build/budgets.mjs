// Size budgets of what a partner page downloads (issue 13), shared by the build check (rollup:
// the build fails when a budget is exceeded by more than 10 %) and bench/widgets-size (figures).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** Gzipped bytes: the loader alone, and each widget's first chunk with its static imports. */
export const BUDGETS = {
  'loader.js': 3 * KB,
  'pf-chat-bubble': 15 * KB,
  'pf-business-card': 90 * KB,
  'pf-enterprise-card': 90 * KB,
};

/** The build fails above budget × this. */
export const TOLERANCE = 1.1;

/** A file plus every chunk it imports statically: what loading it costs (dynamic imports excluded). */
export function closure(dist, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(`${dist}/${file}`, 'utf8');
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g))
    closure(dist, m[1], seen);
  return seen;
}

/** Chunks reachable only through dynamic `import("./x.js")` from the files given (lazy parts). */
export function lazyChunks(dist, files) {
  const lazy = new Set();
  for (const f of files) {
    const code = readFileSync(`${dist}/${f}`, 'utf8');
    for (const m of code.matchAll(/\bimport\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g))
      if (!files.has(m[1])) lazy.add(m[1]);
  }
  return lazy;
}

export function sizeOf(dist, files) {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const data = readFileSync(`${dist}/${f}`);
    raw += data.length;
    gz += gzipSync(data, { level: 9 }).length;
  }
  return { raw, gz };
}

/** Each budgeted item's files and gzipped size, from a built dist and its chunks.json. */
export function measure(dist) {
  const chunks = JSON.parse(readFileSync(`${dist}/chunks.json`, 'utf8'));
  const rows = [];
  for (const [name, budget] of Object.entries(BUDGETS)) {
    const entry = name === 'loader.js' ? name : chunks[name];
    if (!entry) continue; // a widget not built (yet)
    const files = name === 'loader.js' ? new Set([name]) : closure(dist, entry);
    rows.push({ name, budget, files: [...files], ...sizeOf(dist, files) });
  }
  return rows;
}

/** Rollup plugin for the last build (the loader): fails the build on a budget exceeded by > 10 %. */
export function sizeBudgets(dist) {
  return {
    name: 'widgets-size-budgets',
    writeBundle() {
      for (const row of measure(dist)) {
        const over = row.gz / row.budget;
        const figure = `${row.name}: ${(row.gz / KB).toFixed(1)} KB gzipped, budget ${(row.budget / KB).toFixed(0)} KB`;
        if (over > TOLERANCE) this.error(`size budget exceeded by more than 10 %: ${figure}`);
        if (over > 1) this.warn(`size budget exceeded: ${figure}`);
      }
    },
  };
}
