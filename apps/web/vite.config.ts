/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    // `npm run dev -w @careers/web` talks to the API server on 3000.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // PUB-17: no modulepreload polyfill in the landing's initial JS (every browser of es2022 but Safari 15.4–16
    // preloads natively; there the chunks still load, one after another): 0.23 KB gzip of the 120 KB budget.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server reads it to preload the job page's chunk on /job/{id}.
    manifest: true,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // A guard against a hung test, not a speed check: jsdom form tests take a few seconds on a busy
    // 2-core machine, and the 5 s default then fails a correct test.
    testTimeout: 20_000,
  },
});
