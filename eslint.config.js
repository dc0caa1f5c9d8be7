import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'e2e/artifacts/**', 'apps/api/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web feature boundaries (issue 13, apps/web/README.md "Features"): a feature never imports another
  // feature. Shared pieces live in src/components, src/hooks and src/lib; pages that combine features
  // are composed in src/app. One block per feature folder, so each may still import its own files
  // through '@/features/<own>/...'; relative paths may not climb out of the feature either.
  ...readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      files: [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@/features/*', `!@/features/${name}`, '../../*', '../../../*'],
                message: `The ${name} feature may not import another feature: move the shared piece to src/components, src/hooks or src/lib, or compose the features in src/app.`,
              },
            ],
          },
        ],
      },
    })),
);
