import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'chat', environment: 'node', include: ['src/**/*.test.ts'] },
});
