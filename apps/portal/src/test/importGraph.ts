import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every .ts/.tsx file under `dir`, as absolute paths. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// `from '…'` (imports and re-exports, type-only ones too), `import '…'` and `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]*)['"]/g;
const CANDIDATES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as TypeScript resolves it; null when none exists. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier);
  const found = CANDIDATES.map((ending) => base + ending).find((p) => existsSync(p) && statSync(p).isFile());
  return found ?? null;
}

export interface ImportGraph {
  /** file -> the files it imports, all relative to the root (forward slashes). */
  edges: Map<string, string[]>;
  /** `file: specifier` for each relative import that names no file. */
  unresolved: string[];
}

/** The relative imports between the source files under `root`. */
export function importGraph(root: string): ImportGraph {
  const edges = new Map<string, string[]>();
  const unresolved: string[] = [];
  const name = (path: string) => relative(root, path).split('\\').join('/');
  for (const file of sourceFiles(root)) {
    const targets: string[] = [];
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, specifier!);
      if (target) targets.push(name(target));
      else unresolved.push(`${name(file)}: ${specifier}`);
    }
    edges.set(name(file), targets);
  }
  return { edges, unresolved };
}

/** Each import cycle found by a depth-first walk, as the files around it (first repeated last). */
export function findCycles(edges: Map<string, string[]>): string[][] {
  const done = new Set<string>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    path.push(file);
    for (const next of edges.get(file) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) cycles.push([...path.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    done.add(file);
  };
  for (const file of edges.keys()) if (!done.has(file)) visit(file);
  return cycles;
}
