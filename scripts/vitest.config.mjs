import { defineConfig } from 'vitest/config';

/** Unit tests of the root scripts (the start's build check); the benchmarks themselves are not tests. */
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node' },
});
