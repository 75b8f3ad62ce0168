import { defineProject } from 'vitest/config';

// The local Moyasar gateway's own tests: each file starts gateways on free ports, so nothing is shared.
export default defineProject({
  test: {
    name: 'payment-gateway',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    testTimeout: 15_000,
  },
});
