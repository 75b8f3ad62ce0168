import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker for all its files (the set-up files start each afresh): a third of the time.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['../../packages/ui/test/jsdom-setup.ts', './vitest.setup.ts'],
    css: false,
  },
});
