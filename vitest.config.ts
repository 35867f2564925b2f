import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'scripts/prerender/**/*.test.ts', // not scripts/bench: the benchmarks run on their own
      'tests/unit/**/*.test.ts',
    ],
    css: false,
    testTimeout: 15000,
    pool: 'threads',
  },
});
