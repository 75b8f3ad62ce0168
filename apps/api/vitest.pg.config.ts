import { defineProject } from 'vitest/config';

// The same suite on PostgreSQL: each app a test builds gets its own schema in database `test`,
// dropped when the app closes, so files run in parallel and leave nothing behind.
export default defineProject({
  test: {
    name: 'api-pg',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    setupFiles: ['test/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/pg-global-setup.ts'],
    env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test' },
  },
});
