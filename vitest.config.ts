import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { mantineStandIns } from './scripts/vite/mantineStandIns.ts';
import { mantineReplacements } from './vite.config.ts';

// Component tests that need a module registry of their own: useLocalQuery's closes the app
// database, resets the modules and asks whether reading created the database again, which code
// another file left running in a shared registry can do.
const ownRegistry = ['src/data/useLocalQuery.test.tsx'];

export default defineConfig({
  // The build's Mantine stand-ins, so that tests run what ships (docs/decisions/0003).
  plugins: [mantineStandIns(mantineReplacements), react()],
  test: {
    // Node loads node_modules by itself, where no Vite plugin applies: Mantine goes through Vite
    // so the stand-ins do.
    server: { deps: { inline: [/\/node_modules\/@mantine\//] } },
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    css: false,
    testTimeout: 15000,
    pool: 'threads',
    // One worker more than the cores (Vitest's default is one fewer): the files wait on timers and
    // IndexedDB often enough that 2 workers left ~18 % of 2 cores idle. On 2 cores 3 workers took
    // 82-83 s against 88-89 s for the unit stage of `npm test` (decision 0018).
    maxWorkers: availableParallelism() + 1,
    // Setting up jsdom costs most of a small test file's time: logic and handler tests run in
    // Node, components in jsdom. A logic test that needs browser APIs (localStorage, document)
    // says so in a `// @vitest-environment jsdom` comment at its top.
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          // One module registry per worker instead of one per file: loading the backend's
          // handlers and Dexie again for each file cost more than most files' tests. The tests
          // reset what they use (the backend database, storage, simulated delays) themselves;
          // they pass in any file order (checked with --sequence.shuffle.files).
          isolate: false,
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/prerender/**/*.test.ts', // not scripts/bench: the benchmarks run on their own
            'scripts/vite/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          // One window and module registry per worker too: loading jsdom, Mantine and the mocked
          // backend again for each file cost 3.4 times the CPU of the files' tests (32 files:
          // 102 s against 30 s). Each file starts with empty storage and no cached queries or
          // notices (tests/setup/vitest.setup.ts); they pass in any file order
          // (--sequence.shuffle.files).
          isolate: false,
          include: ['src/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...ownRegistry],
        },
      },
      {
        extends: true,
        test: { name: 'components-own-registry', environment: 'jsdom', include: ownRegistry },
      },
    ],
  },
});
