// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specs } from './specs';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(`${pkgDir}dist/index.js`);
type Target = string | Record<string, string>;

// After `npm run build:packages`: every file package.json promises exists (npm test builds first).
describe.skipIf(!built)('built package', () => {
  it('has every file its exports promise', () => {
    const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8')) as {
      exports: Record<string, Target>;
    };
    for (const target of Object.values(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : Object.values(target);
      for (const file of files) expect(existsSync(`${pkgDir}${file}`), file).toBe(true);
    }
  });

  it('has one hashed chunk per widget, named in the loader, and React is not left as an import', () => {
    const chunks = JSON.parse(readFileSync(`${pkgDir}dist/chunks.json`, 'utf8')) as Record<string, string>;
    const loader = readFileSync(`${pkgDir}dist/loader.js`, 'utf8');
    expect(loader.startsWith('(function(){')).toBe(true);
    for (const { tag } of specs) {
      const file = chunks[tag]!;
      expect(file, tag).toMatch(/^[a-z-]+-[\w-]{8}\.js$/);
      expect(existsSync(`${pkgDir}dist/${file}`)).toBe(true);
      expect(loader).toContain(file);
      const code = readFileSync(`${pkgDir}dist/${file}`, 'utf8');
      expect(code).not.toMatch(/from\s*["'](react|react-dom|styled-components|@floating-ui)/);
    }
  });
});
