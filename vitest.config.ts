import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tools/**/*.test.ts',
      'packages/**/*.test.ts',
      'apps/**/*.test.ts',
      'apps/**/*.test.tsx',
      'testing/**/*.test.ts',
      'bench/**/*.test.ts',
      'drills/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    // One test file per core (the default leaves one core free): the files mostly wait on their
    // databases, and on a two-core machine the suite ran in about half the time.
    maxWorkers: '100%',
    testTimeout: 30_000,
    // Starting PGlite and running migrations can take several seconds on a loaded two-core machine.
    hookTimeout: 60_000,
  },
});
