import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One jsdom per worker for all its files (test/jsdom-setup.ts starts each afresh): a sixth of the time.
    isolate: false,
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./test/jsdom-setup.ts'],
    css: false,
    // Popovers with long lists (the 240 dial codes) are slow in jsdom when every file runs at once.
    testTimeout: 20_000,
  },
});
