import { ISOLATED_FILES, serverProject } from './vitest.config';

// The server's tests once more on PostgreSQL (TEST_DATABASE_URL), sharing modules as `server` does.
// The import command opens a PGlite data folder as the server does, and the planted bugs test the
// sweep, not the database: one run covers each.
export default serverProject({
  name: 'server-postgres',
  exclude: ['**/node_modules/**', 'src/**/import-cli.test.ts', ...ISOLATED_FILES],
  isolate: false,
  env: { TEST_DB: 'postgres' },
});
