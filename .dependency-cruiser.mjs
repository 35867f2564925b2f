// The import graph has no circles, type-only imports included (issue 36). ESLint's
// import-x/no-cycle skips `import type` by design and has no option to count it, so
// `npm run lint` also runs this check: dependency-cruiser with tsPreCompilationDeps reads the
// TypeScript source before type imports are erased. Run it alone with `npm run lint:cycles`.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This import closes a circle (type-only imports count). Move what both modules need into a module of its own that both import (e.g. record types out of the Dexie module).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // `import type` and imports of types only count: they are edges of the graph too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist[^/]*|dev-dist|test-results|bench/\\.tmp)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] },
    progress: { type: 'none' },
  },
};
