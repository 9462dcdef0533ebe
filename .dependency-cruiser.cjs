/**
 * The import directions of ADR 002, checked by `npm run lint`: a wrong import fails CI.
 * themes ← registry ← app/cli; db ← server; the UI reaches the server only through server
 * functions (`*.functions.ts`), middleware and API routes; server and UI share `*.shared.ts`.
 */
const TESTS = '\\.test\\.tsx?$|/testing/|\\.stories\\.tsx$|\\.fixtures\\.tsx?$'

module.exports = {
  forbidden: [
    {
      name: 'server-imports-no-ui',
      comment: 'Server services never import the router, routes or any .tsx module.',
      severity: 'error',
      from: { path: '^app/server/', pathNot: TESTS },
      to: { path: '(?<!\\.server)\\.tsx$|^app/router|^app/routes/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-shares-only-shared-modules',
      comment: 'Code the server takes from a feature lives in a *.shared.ts module.',
      severity: 'error',
      from: { path: '^app/server/', pathNot: TESTS },
      to: { path: '^app/features/', pathNot: '\\.shared\\.tsx?$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-modules-say-server',
      comment: 'A server-only module ends in .server.ts (or .shared.ts when the browser uses it too).',
      severity: 'error',
      from: {},
      to: { path: '^app/server/', pathNot: `\\.(server|shared|middleware)\\.tsx?$|${TESTS}` },
    },
    {
      name: 'ui-reaches-server-through-functions',
      comment: 'UI modules call the server through server functions or the HTTP API, never its modules.',
      severity: 'error',
      from: {
        path: '^app/(features|ui|routes|i18n|lib)/',
        // Route files in .ts are server routes (handlers only): the stylesheet, manifest, icons, API.
        pathNot: `\\.(functions|middleware|server)\\.ts$|^app/routes/.*\\.ts$|${TESTS}`,
      },
      to: { path: '^app/server/', pathNot: '\\.shared\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-below-app',
      comment: 'The data layer knows nothing of the app or the CLI.',
      severity: 'error',
      // The seeds are not the data layer: they onboard demo brands through the server's services.
      from: { path: '^db/', pathNot: `^db/seeds/|${TESTS}` },
      to: { path: '^(app|cli)/' },
    },
    {
      name: 'themes-are-leaves',
      severity: 'error',
      from: { path: '^themes/' },
      to: { path: '^(registry|app|cli|db)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'registry-below-app-and-cli',
      severity: 'error',
      from: { path: '^registry/' },
      to: { path: '^(app|cli)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|storybook-static)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
}
