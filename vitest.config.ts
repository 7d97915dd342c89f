import { defineConfig } from 'vitest/config';

/**
 * Four projects: framework-free unit tests, real site builds against a fixture API, and the
 * server suites twice — on SQLite and on PostgreSQL — over real HTTP. `npm test` runs them all; each has its own script too.
 */
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: on two cores that default runs every file
    // one after the other, while the server tests wait on their databases and the builds on Astro's
    // processes (docs/testing.md has the figures).
    maxWorkers: '100%',
    projects: [
      {
        // Property tests run hundreds of cases: the default 5 s is short on a loaded two-core machine.
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 },
      },
      {
        // Real `astro build` runs against a fixture API: slow, so few of them.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
          // Bounds for a slow machine whose two cores are shared with another build: they decide how long a
          // failing test takes to say so, never what passes.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
