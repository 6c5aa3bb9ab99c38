import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { consoleImports } from '../import';
import { DEMO_IMPORTS, seedDemoImports } from '.';

/** The demo's two imports on the operator's console: seeded once, then checked for real by the runner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('queues a clean and a broken file once; the runner finds the first valid and the second invalid', async () => {
  const { store, files } = t.app.ctx;
  expect(await seedDemoImports(store, files)).toBe(true);
  expect(await seedDemoImports(store, files)).toBe(false);
  const [clean, broken] = DEMO_IMPORTS;
  await vi.waitFor(
    async () => {
      const { runs } = await consoleImports.imports(store);
      expect(runs.every((r) => r.status !== 'validating')).toBe(true);
    },
    { timeout: 30_000, interval: 100 },
  );
  const { runs } = await consoleImports.imports(store);
  expect(runs.find((r) => r.fileName === clean.fileName)).toMatchObject({
    status: 'valid',
    companies: 40,
    willInsert: 40,
    written: 0,
  });
  const invalid = runs.find((r) => r.fileName === broken.fileName)!;
  expect(invalid.status).toBe('invalid');
  expect(invalid.errors.map((e) => e.split(':').slice(0, 2).join(':'))).toEqual([
    'line 2: esDt',
    'line 5: uscNo',
    'line 8: regionCode',
    'line 10: uscNo',
  ]);
});
