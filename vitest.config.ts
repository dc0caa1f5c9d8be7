import { defineConfig } from 'vitest/config';

/** One Vitest run for every package: shared unit tests, API integration tests, web component tests, e2e tooling. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'],
    // Two cores: two test files at a time (each API file opens its own database).
    maxWorkers: 2,
  },
});
