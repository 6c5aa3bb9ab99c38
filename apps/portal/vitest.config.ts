import { defineProject } from 'vitest/config';
import { defaultClientConditions } from 'vite';

/**
 * The files that replace a module with vi.mock, each in a module graph of its own (and FriendsPane's,
 * whose focus test fails after some files in a shared graph: see that file).
 */
export const ISOLATED_FILES = ['src/**/*.isolated.test.{ts,tsx}'];

/** What the portal's two test projects share (this one and portal-isolated). */
export function portalProject(options: {
  name: string;
  include: string[];
  exclude?: string[];
  isolate: boolean;
}) {
  return defineProject({
    resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
    test: {
      name: options.name,
      environment: 'jsdom',
      include: options.include,
      exclude: ['**/node_modules/**', ...(options.exclude ?? [])],
      setupFiles: ['./src/test/setup.ts'],
      testTimeout: 15_000,
      isolate: options.isolate,
    },
  });
}

// Test files share their worker's modules (isolate: false): importing the kit, the router and the
// store again for each file cost more than most files' tests. The files that mock a module run in
// portal-isolated (vitest.isolated.config.ts).
export default portalProject({
  name: 'portal',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: ISOLATED_FILES,
  isolate: false,
});
