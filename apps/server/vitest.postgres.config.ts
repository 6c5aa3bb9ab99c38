import { defineProject, mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(
  base,
  defineProject({ test: { name: 'server-postgres', env: { TEST_DB: 'postgres' } } }),
);
