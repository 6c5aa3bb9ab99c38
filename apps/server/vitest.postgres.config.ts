import { defineProject, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineProject({
    test: {
      name: 'server-postgres',
      env: { TEST_DB: 'postgres' },
      // The import command opens a PGlite data folder as the server does; one run covers it.
      exclude: ['**/node_modules/**', 'src/**/import-cli.test.ts'],
    },
  }),
);
