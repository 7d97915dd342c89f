import { defineConfig } from 'vitest/config';

/**
 * Four projects: framework-free unit tests, real site builds against a fixture API, and the
 * server suites twice — on SQLite and on PostgreSQL — over real HTTP. `npm test` runs them all; each has its own script too.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        // Real `astro build` runs against a fixture API: slow, so few of them.
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
          testTimeout: 20_000,
          // Starting and closing servers and databases: the default 10 s is short on a loaded two-core machine.
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['tests/server/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
