import type { KnipConfig } from 'knip';

/**
 * knip (`npx knip`, the last step of `npm run lint`): unused files, exports and dependencies. Its
 * own plugins find the entry points of Astro (pages, content config, integrations), Vitest,
 * Playwright (with its global setup), ESLint, Prettier and the npm scripts; listed here are the ones
 * they cannot see.
 */
const config: KnipConfig = {
  entry: [
    // Run by hand, as scripts/media/README.md says: they make and check the committed demo media.
    'scripts/media/generate-media.ts',
    'scripts/media/check-playback.ts',
    // Run by hand after a change to scripts/site/hosting-rules.ts: it writes deploy/Caddyfile.
    'scripts/site/write-caddyfile.ts',
    // Run by hand after merging code that cites the spec by section: comments then cite docs/rules.md.
    'scripts/docs/cite-rules.ts',
    // Run by hand after merging code that reaches into src/lib by a relative path: it rewrites those imports to #lib/….
    'scripts/imports/rewrite-shared-imports.ts',
    // Run by hand over a built site (docs/benchmarks.md): the full-text index's and a search's costs per shard count.
    'scripts/bench/bench-full-text-index.ts',
    'scripts/bench/bench-full-text-search.ts',
    // The API the browser journeys run against, started by its path (tests/e2e/support/global-setup.ts).
    'tests/e2e/support/e2e-api.ts',
    // The rebuild's stand-in, run by its path (tests/server/site-pipeline.test.ts).
    'tests/fixtures/publishing/fake-rebuild.ts',
    // The head script's entry, which esbuild bundles by its path (src/page-scripts/head-script.ts).
    'src/page-scripts/head/head-entry.ts',
    // The studio's preview renderer, a second Astro app (`astro build --config astro.preview.config.ts`): its
    // configuration, routes (pages and endpoints) and middleware, the modules its build puts in place of some of the
    // site's by their paths (src/preview/integrations/preview-modules.ts), and its pages' own script, which esbuild
    // compiles by its path (src/preview/integrations/preview-page-script.ts).
    'astro.preview.config.ts',
    'src/preview/pages/**/*.{astro,ts}',
    'src/preview/middleware.ts',
    'src/preview/site/*.ts',
    'src/preview/scripts/*.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,astro}'],
  // The build tests copy these pages into a scratch site (tests/build/support/scratch-site.ts), where their
  // imports resolve; where they lie, they resolve to nothing.
  ignore: ['tests/fixtures/site/**'],
  // The API benchmark runs autocannon's CLI by its path in a process of its own (scripts/bench/bench-api.ts).
  ignoreDependencies: ['autocannon'],
  // Debian's Caddy, which the production test runs (tests/support/caddy-server.ts), is no npm package; nor is
  // util-linux's unshare, in which tests/build/compose-site-swap.test.ts mounts the site as Docker would.
  ignoreBinaries: ['caddy', 'unshare'],
  // A schema module exports the schema and its type together (docs/contributing.md), and modules export the constants
  // their tests pin; an export used in its own file is such a deliberate one, not dead code.
  ignoreExportsUsedInFile: true,
};

export default config;
