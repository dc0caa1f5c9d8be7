import { defineConfig } from 'vitest/config';

/** One Vitest run for every package: shared unit tests, API integration tests, web component tests. */
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
    // Two cores: two test files at a time (each API file opens its own database).
    maxWorkers: 2,
  },
});
