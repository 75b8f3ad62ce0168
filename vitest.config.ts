import { defineConfig } from 'vitest/config';

// One run covers every workspace; each project keeps its own environment. The API suite has two
// configs, so it runs once on SQLite (`api`) and once on PostgreSQL (`api-pg`).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'machines/vitest.config.{ts,mts}',
      'apps/*/vitest*.config.ts',
      'dev/*/vitest.config.ts',
    ],
  },
});
