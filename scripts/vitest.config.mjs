import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the root scripts (the start's build check) and of the repository's layer rules
 * (layers.test.ts: .dependency-cruiser.cjs on small trees); the benchmarks themselves are not tests.
 */
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs', '*.test.ts'], environment: 'node' },
});
