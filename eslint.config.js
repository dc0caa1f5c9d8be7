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
  // ---- Issue 13: the API's layers (apps/api/src/README.md) -----------------------------------------
  // Routes -> services -> repositories; only repositories (and the composition roots: app.ts,
  // repositories.ts, server.ts, the CLIs, db/) touch the database; adapters know no domain.
  // Each block below covers files no other block here covers: a later block naming the same rule for
  // the same file would replace, not add to, an earlier one.
  {
    // Routes call services (app.<service>); they never reach the database or build repositories.
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: 'Routes do not query the database: call a service (apps/api/src/README.md).' },
            { regex: '(^|/)db/', message: 'Routes do not reach db/: call a service (apps/api/src/README.md).' },
            { regex: '(-repository|/repositories)\\.js$', message: 'Routes do not use repositories: call a service (apps/api/src/README.md).' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name='repos']", message: 'Routes do not use app.repos: call a service (apps/api/src/README.md).' },
        { selector: "MemberExpression[property.name='database']", message: 'Routes do not use app.database: call a service (apps/api/src/README.md).' },
        // One guard style: a folder's access rule is its one app.addHook('onRequest', app.requireRole(...)).
        { selector: "Property[key.name='onRequest']", message: "A route states no access rule of its own: the folder's onRequest hook does (apps/api/src/README.md)." },
        { selector: "MemberExpression[property.name='authenticate']", message: "Use the folder's app.requireRole(...) hook (apps/api/src/README.md)." },
      ],
    },
  },
  {
    // Services and the other domain logic get repositories (app.repos, repos.transaction) instead of
    // a database handle or query builder.
    files: ['apps/api/src/{accounts,applications,crm,health,jobs,mail,outbox,profile,public-cache,rate-limit,seo,storage}/**/*.ts'],
    ignores: [
      '**/*-repository.ts',
      '**/repositories.ts',
      // Command-line tools open the database themselves, like server.ts.
      '**/*-cli.ts',
      // The claim queries both outbox repositories are built from.
      'apps/api/src/outbox/outbox-claims.ts',
      // PostgreSQL LISTEN/NOTIFY for the public cache (docs/decisions/012): a connection, not a table.
      'apps/api/src/public-cache/pg-change-signal.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: 'Services do not build queries: add a repository method (apps/api/src/README.md).' },
            { regex: '(^|/)db/client\\.js$', message: 'Services take app.repos, not a database handle (apps/api/src/README.md).' },
          ],
        },
      ],
    },
  },
  {
    // Adapters speak to outside systems (SMTP, Twilio, S3, Zoho) and know nothing of our domains.
    files: ['apps/api/src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(accounts|applications|crm|db|health|jobs|mail|outbox|profile|public-cache|rate-limit|routes|seo|storage|plugins)/|^\\.\\./repositories\\.js$|^drizzle-orm(/|$)',
              message: 'Adapters import no domain folder, repository or database code (apps/api/src/README.md).',
            },
          ],
        },
      ],
    },
  },
);
