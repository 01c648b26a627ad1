/**
 * The layer rules of DESIGN.md section 1, checked by `npm run check` and `npm test`
 * (scripts/layers.test.ts). One rule per "never"; `npx depcruise --config .dependency-cruiser.cjs
 * packages app --output-type dot` draws the graph.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-not-to-sdk',
      comment:
        "ui never imports the sdk: the design system knows no API (DESIGN.md 1). Only the sdk's domain (`@lnf/sdk/domain`: pure business rules, no API) is shared, so the card form and the server check cards alike; a test may also hold the form against the sdk's form rules.",
      severity: 'error',
      from: { path: '^packages/ui/src', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^packages/sdk/', pathNot: '^packages/sdk/(src/domain/|dist/domain[./])' },
    },
    {
      name: 'domain-is-pure',
      comment:
        'The business rules (packages/sdk/src/domain) import nothing outside their folder: no schemas, no API, no package, so the design system, the app and the server can all use them.',
      severity: 'error',
      from: { path: '^packages/sdk/src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/sdk/src/domain/' },
    },
    {
      name: 'sdk-not-to-react',
      comment: 'sdk never imports React or the design system: it runs in Node and any framework.',
      severity: 'error',
      from: { path: '^packages/sdk/src' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-aria-components|@floating-ui)/|^packages/ui/' },
    },
    {
      name: 'packages-not-to-app',
      comment: 'Dependencies point one way: app -> ui, app -> sdk, server -> sdk.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^app/' },
    },
    {
      name: 'ui-sdk-not-to-server',
      comment: 'Neither published package may pull in the server.',
      severity: 'error',
      from: { path: '^packages/(ui|sdk)/' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'server-not-to-ui',
      comment: 'The server renders no React components of the design system.',
      severity: 'error',
      from: { path: '^packages/server/src' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'app-src-not-to-server',
      comment: 'The app talks to the server over HTTP through the sdk only (its end-to-end tests may start it).',
      severity: 'error',
      from: { path: '^app/src' },
      to: { path: '^packages/server/' },
    },
    {
      name: 'route-not-to-route',
      comment: 'The server has a middle: routes parse, authorize and answer; what two routes share is a service.',
      severity: 'error',
      from: { path: '^packages/server/src/routes/([^/]+)\\.ts$' },
      to: { path: '^packages/server/src/routes/', pathNot: '^packages/server/src/routes/$1\\.ts$' },
    },
    {
      name: 'services-not-to-routes',
      comment:
        'Services hold the rules and know nothing of HTTP: not its routes, not its context or validation (they throw domain errors; http/errors.ts maps them).',
      severity: 'error',
      from: { path: '^packages/server/src/(services|adapters|db|documents|auth)/' },
      to: { path: '^packages/server/src/(routes|http)/' },
    },
    {
      name: 'routes-not-to-db',
      comment:
        "Routes parse, authorize and answer: every query is a service's, so a route imports neither the schema nor Drizzle.",
      severity: 'error',
      from: { path: '^packages/server/src/routes/' },
      to: { path: '^packages/server/src/db/|(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycles: a cycle makes load order matter (a value read before its module ran is undefined) and the two modules one.',
      severity: 'error',
      from: {},
      to: {
        circular: true,
      },
    },
    {
      name: 'declared-dependencies',
      comment:
        "Every package a package's own code imports is declared in that package's package.json. Tests, stories and scripts may use the root's devDependencies (the workspace's test tools).",
      severity: 'error',
      from: { pathNot: '\\.(test|stories|e2e)\\.tsx?$|(^|/)(test|e2e|scripts)/|vitest[^/]*\\.config\\.ts$' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'resolvable',
      comment: 'Every import resolves.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|vitest/browser$|#css/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^packages/[a-z]+/dist/', '^app/dist/', '^storybook-static/', '^[.]cache/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
    },
  },
};
