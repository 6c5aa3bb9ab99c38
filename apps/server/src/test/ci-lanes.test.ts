import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm test` (scripts/test.mjs) names the Vitest projects it runs in its lanes and stages: a project
 * added to the workspace but to no lane would silently never run in CI.
 */
const root = resolve(import.meta.dirname, '../../../..');

function configuredProjects(): string[] {
  const configs = ['apps', 'packages'].flatMap((top) =>
    readdirSync(join(root, top)).flatMap((dir) =>
      readdirSync(join(root, top, dir))
        .filter((f) => /^vitest\..*ts$/.test(f))
        .map((f) => join(root, top, dir, f)),
    ),
  );
  configs.push(join(root, 'e2e/vitest.config.ts'));
  return configs.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bname: '([a-z][a-z-]*)'/g)].map((m) => m[1]!),
  );
}

describe('CI lanes', () => {
  it('run every Vitest project exactly once', () => {
    const script = readFileSync(join(root, 'scripts/test.mjs'), 'utf8');
    const laned = [...script.matchAll(/projects: \[([^\]]*)\]/g)].flatMap((m) =>
      [...m[1]!.matchAll(/'([a-z][a-z-]*)'/g)].map((n) => n[1]!),
    );
    const configured = configuredProjects();
    expect(configured).toContain('server-postgres');
    expect([...laned].sort()).toEqual([...configured].sort());
  });
});
