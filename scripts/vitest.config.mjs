import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the root scripts (the start's build check), of the repository's layer rules
 * (layers.test.ts: .dependency-cruiser.cjs on small trees) and of the READMEs' folder and feature tables
 * (readme-tables.test.ts), and the landing route's initial JS against its budget (lib/initial-js.test.mjs, PUB-17:
 * a fresh build of the web app); the benchmarks themselves are not tests.
 */
export default defineConfig({
  test: { name: 'scripts', include: ['**/*.test.mjs', '*.test.ts'], environment: 'node' },
});
