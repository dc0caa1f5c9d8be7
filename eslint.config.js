import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
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
  // Type-aware linting (issue 13, section 6): every TypeScript file is checked with its own tsconfig
  // (the project service), so rules can see types: a promise nobody awaits, a promise handed where a
  // void callback is expected, an `any` leaking out of a library. A promise left to run on its own is
  // written `void promise` on purpose, so the reader sees the choice. Plain JavaScript (configs,
  // scripts) has no tsconfig and keeps the untyped rules.
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Fastify plugins and route modules are async functions by Fastify's contract (or they take a
      // `done` callback), and test fakes implement async interfaces: an async function without await is
      // the normal shape here, not a mistake.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON answers (`res.json()`, `response.json()`) as `any` and assert on their fields; the
    // assertions are the type check there. Application code keeps the no-unsafe-* rules.
    files: ['apps/api/test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  // Accessibility of the web app's JSX (issue 13, section 6): the recommended rules of jsx-a11y, from its
  // ESLint 10 fork eslint-plugin-jsx-a11y-x (the original plugin does not install beside ESLint 10).
  {
    files: ['apps/web/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    // `role` on our own components (RequireAuth role="candidate") is a prop, not an ARIA role.
    rules: { 'jsx-a11y-x/aria-role': ['error', { ignoreNonDOM: true }] },
  },
);
