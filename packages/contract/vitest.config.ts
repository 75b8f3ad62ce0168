import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure functions and constants: files share a worker's modules.
  test: { name: 'contract', include: ['src/**/*.test.ts'], isolate: false },
});
