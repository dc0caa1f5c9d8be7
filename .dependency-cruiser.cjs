// The layers of the code (docs/decisions/022-layers.md), checked by dependency-cruiser: `npm run lint:layers`,
// part of `npm run lint` and so of `npm test`. It reads every module of apps/*/src and packages/*/src, type-only
// imports included (tsPreCompilationDeps), and prints each broken rule by its name with the import that broke it.
//
// Every rule names its folders by pattern, never by a list: a new domain, platform module or web feature is
// covered the day its folder appears. `$1` in a `to` pattern is what the `from` pattern captured (the
// importing file's own domain, app or feature).
const SOURCES = '^(apps|packages)/[^/]+/src/';
const API = '^apps/api/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules never import each other in a circle, type-only imports included: move what both need to a third module.',
      from: { path: SOURCES },
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      severity: 'error',
      comment:
        'Folders of the API and of the packages never import each other in a circle, even through different files: every strongly connected group of folders is one folder. The web app is left out: its tests sit beside its components and render through src/app (src/test/render.tsx).',
      scope: 'folder',
      from: { path: ['^apps/api/src(/|$)', '^packages/[^/]+/src(/|$)'] },
      to: { circular: true },
    },
    {
      name: 'api-not-to-enclosing-folder',
      severity: 'error',
      comment:
        "A file of the API never imports a file of a folder enclosing its own (http/routes/... never imports http/app.ts): a subfolder is a part its folder uses. dependency-cruiser's folder view leaves a folder's inner imports out, so a circle between a folder's own files and one of its subfolders would escape no-circular-folders.",
      from: { path: API },
      to: { ancestor: true },
    },
    {
      name: 'platform-not-to-domains-or-http',
      severity: 'error',
      comment: 'platform/ is the bottom layer: it imports no domain and nothing of http/ (apps/api/src/README.md).',
      from: { path: `${API}platform/` },
      to: { path: `${API}(domains|http)/` },
    },
    {
      name: 'domains-not-to-http',
      severity: 'error',
      comment: 'A domain never imports http/: routes, plugins and the composition root call domains, not the other way round.',
      from: { path: `${API}domains/` },
      to: { path: `${API}http/` },
    },
    {
      name: 'domain-only-through-index',
      severity: 'error',
      comment: "Another domain uses a domain only through that domain's public index.ts (domains/<domain>/index.ts).",
      from: { path: `${API}domains/([^/]+)/` },
      to: { path: `${API}domains/`, pathNot: [`${API}domains/$1/`, `${API}domains/[^/]+/index\\.ts$`] },
    },
    {
      name: 'domain-only-through-index',
      severity: 'error',
      comment: 'Code outside domains/ uses a domain only through its public index.ts (domains/<domain>/index.ts).',
      from: { pathNot: `${API}domains/` },
      to: { path: `${API}domains/[^/]+/`, pathNot: `${API}domains/[^/]+/index\\.ts$` },
    },
    {
      name: 'routes-only-from-composition',
      severity: 'error',
      comment:
        'Route plugins are registered by the composition root (the files directly in http/: app.ts) and imported by nothing outside http/routes/. With api-not-to-enclosing-folder this keeps every circle through a route folder visible to no-circular-folders.',
      from: { path: API, pathNot: [`${API}http/[^/]+$`, `${API}http/routes/`] },
      to: { path: `${API}http/routes/` },
    },
    {
      name: 'packages-not-to-apps',
      severity: 'error',
      comment: 'The shared packages serve the apps and never import one.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'app-not-to-other-app',
      severity: 'error',
      comment: 'The web app and the API share code only through packages/shared.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'feature-not-to-other-feature',
      severity: 'error',
      comment:
        'A web feature never imports another feature: move the shared piece to src/components, src/hooks or src/lib, or compose the features in src/app (apps/web/README.md).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import must resolve: one the cruiser cannot follow would escape every rule above.',
      from: { path: SOURCES },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Given `apps packages`: only the src/ folders (no tests of apps/api/test, builds or configs), and no
    // npm package (an import that cannot be resolved still shows, under not-to-unresolvable).
    exclude: { path: ['(^|/)node_modules/', '^(apps|packages)/[^/]+/(?!src(/|$))'] },
    tsPreCompilationDeps: true,
    // The web app's `@/` paths (tsconfig.layers.json is its tsconfig with a baseUrl, which the path plugin needs).
    tsConfig: { fileName: `${__dirname}/tsconfig.layers.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
