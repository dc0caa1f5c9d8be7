import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Web features whose every API call is an operation of the route contract (docs/decisions/021, apps/web/README.md). */
const CONTRACT_FEATURES = [
  'jobs',
  'recruiter',
  'applications',
  'saved-jobs',
  'fit',
  'recruiter-settings',
  'job-alerts',
  'accounts',
  'team',
  'privacy',
  'audit',
  'profile',
  'talent',
  'system',
  'workspace-overview',
  // --- board ---
  'pipeline-board',
  // --- find-log ---
  'command-palette',
  // --- applicants ---
  'applicants',
  // --- rates ---
  'exchange-rates',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'e2e/artifacts/**',
      'apps/api/src/platform/db/migrations/**',
    ],
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
  // Type-aware linting (docs/development.md): every TypeScript file is checked with its own tsconfig
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
  // Accessibility of the web app's JSX (GEN-11): the recommended rules of jsx-a11y, from its
  // ESLint 10 fork eslint-plugin-jsx-a11y-x (the original plugin does not install beside ESLint 10).
  {
    files: ['apps/web/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    // `role` on our own components (RequireAuth role="candidate") is a prop, not an ARIA role.
    rules: { 'jsx-a11y-x/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  // ---- Inside the API's layers (apps/api/src/README.md) ---------------------------------------------
  // Which folder may import which (http -> domains -> platform, domains through their index.ts, no
  // circles, web features apart) is dependency-cruiser's (`npm run lint:layers`, .dependency-cruiser.cjs,
  // docs/decisions/022). What stays here looks inside files or at npm packages, which the cruiser does not:
  // routes -> services -> repositories, and only repositories (and the composition roots: app.ts, server.ts,
  // the CLIs, db/) touch the database.
  // Each block below covers files no other block here covers: a later block naming the same rule for
  // the same file would replace, not add to, an earlier one.
  {
    // Routes call services (app.<service>); they never reach the database or build repositories.
    files: ['apps/api/src/http/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: 'Routes do not query the database: call a service (apps/api/src/README.md).' },
            { regex: '(^|/)db/', message: 'Routes do not reach db/: call a service (apps/api/src/README.md).' },
            {
              regex: '(-repository|/repositories)\\.js$',
              message: 'Routes do not use repositories: call a service (apps/api/src/README.md).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='repos']",
          message: 'Routes do not reach repositories (.repos): call a service, app.<service> (apps/api/src/README.md).',
        },
        {
          selector: "MemberExpression[property.name='database']",
          message: 'Routes do not use app.database: call a service (apps/api/src/README.md).',
        },
        // One guard style: a folder's access rule is its one app.addHook('onRequest', app.requireRole(...)).
        {
          selector: "Property[key.name='onRequest']",
          message: "A route states no access rule of its own: the folder's onRequest hook does (apps/api/src/README.md).",
        },
        {
          selector: "MemberExpression[property.name='authenticate']",
          message: "Use the folder's app.requireRole(...) hook (apps/api/src/README.md).",
        },
      ],
    },
  },
  {
    // Services and the other domain logic take `db: Db` (platform/db/transactions.ts) and query through their
    // domain's repositories (createRepositoryStore(db, …), repos.transaction), never with a query builder.
    files: ['apps/api/src/domains/**/*.ts', 'apps/api/src/platform/{background,cache,health,mail,rate-limit,storage}/**/*.ts'],
    ignores: [
      '**/*-repository.ts',
      '**/repositories.ts',
      // Command-line tools open the database themselves, like server.ts.
      '**/*-cli.ts',
      // The demo catalogue is loaded at start-up and by db:seed, before any service exists.
      'apps/api/src/domains/jobs/demo-seed.ts',
      // The claim queries both outbox repositories are built from.
      'apps/api/src/platform/background/outbox-claims.ts',
      // PostgreSQL LISTEN/NOTIFY for the public cache (docs/decisions/012): a connection, not a table.
      'apps/api/src/platform/cache/pg-change-signal.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^drizzle-orm(/|$)', message: 'Services do not build queries: add a repository method (apps/api/src/README.md).' },
            {
              regex: '(^|/)db/client\\.js$',
              message: 'Services take Db from platform/db/transactions.ts and use createRepositoryStore (apps/api/src/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Adapters speak to outside systems (SMTP, Twilio, S3, Zoho) and touch no database. (That they
    // import no domain and nothing of http/ is the cruiser's platform-not-to-domains-or-http.)
    files: ['apps/api/src/platform/{mail/mailer,sms/sms,storage/storage,zoho/zoho-crm}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)db/|^drizzle-orm(/|$)',
              message: 'Adapters import no repository or database code (apps/api/src/README.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain errors: services, workers, commands and the platform throw a coded DomainError
    // (platform/lib/domain-error.ts); only http/lib/error-handler.ts maps a code to a status, so nothing
    // under domains/ or platform/ speaks HTTP. no-restricted-syntax, not no-restricted-imports: the
    // blocks above set that rule for some of these files, and a second setting would replace theirs.
    files: ['apps/api/src/domains/**/*.ts', 'apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/(^|\\/)http\\//]`,
          message:
            'domains/ and platform/ import nothing from http/ (HttpError, statuses): throw a DomainError (platform/lib/domain-error.ts).',
        })),
        {
          selector: "NewExpression[callee.name='HttpError']",
          message:
            'Throw a DomainError (notFound, conflict, invalid, tooMany, … in platform/lib/domain-error.ts); http/lib/error-handler.ts gives it its status.',
        },
        {
          selector: 'NewExpression[callee.name=/Error$/] > Literal[value>=400][value<600]',
          message: 'No HTTP status in an error: throw a DomainError, whose code names the meaning (platform/lib/domain-error.ts).',
        },
        {
          selector: 'Property[key.name=/^(status|statusCode)$/] > Literal[value>=400][value<600]',
          message: 'No HTTP status under domains/ or platform/: throw a DomainError; http/lib/error-handler.ts answers it.',
        },
        {
          selector: 'MemberExpression[property.name=/^(statusCode|headers)$/][object.name=/^(error|err|e)$/]',
          message: 'Domain code reads a DomainError by its code, not an HTTP status or headers.',
        },
      ],
    },
  },
  // docs/decisions/021: a web feature whose calls are all in the route contract calls the API only through
  // callApi, operationUrl and uploadTo, so it writes no path: the request helpers that take one are
  // refused there. Add a feature to CONTRACT_FEATURES once its calls are migrated.
  {
    files: CONTRACT_FEATURES.map((name) => `apps/web/src/features/${name}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/api-client',
              importNames: ['apiRequest', 'buildUrl', 'API_BASE'],
              message: 'This feature calls the API through the route contract: callApi, operationUrl or uploadTo (docs/decisions/021).',
            },
            {
              name: '@/lib/api-files',
              importNames: ['uploadRequest'],
              message: 'This feature calls the API through the route contract: callApi, operationUrl or uploadTo (docs/decisions/021).',
            },
          ],
        },
      ],
    },
  },
);
