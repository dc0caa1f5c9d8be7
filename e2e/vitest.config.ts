import { defineConfig } from 'vitest/config';

/** Unit tests of the e2e tooling (not the Playwright specs, which live in tests/ and run under Playwright). */
export default defineConfig({
  test: {
    name: 'e2e-tools',
    include: ['browser/**/*.test.ts'],
    environment: 'node',
  },
});
