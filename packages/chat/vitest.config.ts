import { defineProject } from 'vitest/config';

// The chat clients: unit tests with a fake socket, in node (the client uses browser APIs only).
export default defineProject({
  resolve: { conditions: ['@platform/source'] },
  test: { name: 'chat', environment: 'node', include: ['src/**/*.test.ts'] },
});
