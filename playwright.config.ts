import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium-launch.ts';

/**
 * End-to-end tests of the built site in Debian's Chromium (no browser download). The
 * global setup starts the content API on a temporary SQLite database with the demo
 * catalogue, builds the site against it and serves the build with the bundled static
 * server and with Caddy; tests read the addresses from the environment
 * (tests/e2e/support/e2e-env.ts), each project's from its own server.
 */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  // The machines have two cores shared with colleagues: two workers keep the suite quick without hogging them.
  workers: 2,
  // Bounds for a slow machine whose two cores are shared with another build: they decide how long a
  // failing check takes to say so, never what passes, so they are generous rather than tight.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env['CI'] ? 'line' : 'list',
  forbidOnly: Boolean(process.env['CI']),
  // In CI a test that fails once is run again and, if it then passes, reported as flaky (never
  // hidden): the live-stream journeys race a controlled clock against video.js loading on two cores.
  retries: process.env['CI'] ? 1 : 0,
  use: {
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'chromium', use: desktop },
    // The quality suite's axe and CSP checks once more against Caddy serving the same build with
    // deploy/Caddyfile: the production headers, whose HTTP CSP joins each page's own. Its script
    // budgets and image checks read the same files either way, so they run once.
    {
      name: 'chromium-caddy',
      testMatch: 'quality.spec.ts',
      grep: /axe|CSP/,
      use: desktop,
      metadata: { server: 'caddy' },
    },
  ],
});
