/** Module boundaries of DESIGN §4, checked in the test run. */
module.exports = {
  forbidden: [
    {
      name: 'routes-never-touch-db',
      comment: 'Routes validate and call services; only repos speak SQL.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/routes\\.ts$' },
      to: { path: '^apps/server/src/(db/|platform/db)|node_modules/(pg|drizzle-orm)/' },
    },
    {
      name: 'no-foreign-repo',
      comment:
        "A module never imports another module's repo (orders.repo.ts, any name ending in repo.ts, repos/...); it calls that module's service.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]*repos?([.]ts$|/)',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'repos-only-inside-their-module',
      comment:
        "The app's wiring, the seed, the platform and the tests never import a repo: they use services.",
      severity: 'error',
      from: { path: '^apps/server/(src|test)/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]*repos?([.]ts$|/)' },
    },
    {
      name: 'no-foreign-tables',
      comment: "A module never imports another domain's tables.",
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/db/schema/([^/]+)\\.ts$',
        pathNot: '^apps/server/src/db/schema/($1|index)\\.ts$',
      },
    },
    {
      name: 'routes-never-import-repos',
      comment: 'Routes call services; a repo of any name (orders.repo.ts, repos/...) is out of their reach.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/[^/]+/routes\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/[^/]*repos?([.]ts$|/)' },
    },
    {
      name: 'db-never-imports-modules',
      comment:
        'The database layer (schema, migrations) stands below the modules; the demo seed lives in seed/.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(modules|seed)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-stands-alone',
      comment:
        'A web feature imports lib/, stores/, components/, i18n/ and the contracts, never another feature nor app/: app/ puts the features together from their manifests (docs/architecture.md, Adding a domain).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/(features|app)/',
        pathNot: '^apps/web/src/features/$1/',
      },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
