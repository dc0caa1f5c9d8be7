import { defineConfig } from 'vitest/config';

/** Tests of the repository's own tooling: the layer rules of .dependency-cruiser.cjs (layers.test.ts). */
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    // Each test runs the cruiser in a child process; a busy 2-core machine can slow that several times over.
    testTimeout: 60_000,
  },
});
