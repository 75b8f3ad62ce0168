import { defineProject } from 'vitest/config';

// The API suite on SQLite: every test file builds its own app over a fresh database file in a temp dir.
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    setupFiles: ['test/fresh-modules.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: '' },
  },
});
