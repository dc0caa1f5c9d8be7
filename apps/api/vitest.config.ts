import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // Builds dist/server.js once per run for the tests that start real server processes.
    globalSetup: ['test/global-setup.ts'],
    // A guard against a hung test, not a speed check: some tests hash many passwords or start server
    // processes, which a busy 2-core machine can slow several times over.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
