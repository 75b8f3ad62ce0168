import { vi } from 'vitest';

// Test files share a worker process (isolate: false in vitest.config.ts and vitest.pg.config.ts,
// which halves the suite's time): each still loads the server's modules afresh, so module state (a
// cached text, a key set) never carries from one file to the next. Packages stay loaded.
vi.resetModules();
