// Vitest config for the backend benchmark only (`npm run bench:backend`). The unit-test config's
// include list leaves scripts/ out, so the benchmark never runs with the unit tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  test: {
    // Node, not jsdom: the figures are the handlers' and IndexedDB's cost, not a DOM's.
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: ['scripts/bench/**/*.bench.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
