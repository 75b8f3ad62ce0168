import { defineProject } from 'vitest/config';

export default defineProject({
  // Machines hold no module state: their files share a worker's modules, in a quarter of the time.
  test: { name: 'machines', environment: 'node', include: ['src/**/*.test.ts'], isolate: false },
});
