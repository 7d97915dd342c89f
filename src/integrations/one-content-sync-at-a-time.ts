import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { lock } from 'proper-lockfile';

/** How long a holder may go without touching the lock before another build takes it over (a build that died). */
const STALE_MS = 60_000;

/**
 * Lets one `astro build` or `astro sync` of the project at a time sync its content. Astro writes the
 * content layer's module lists (`.astro/content-assets.mjs`, `.astro/content-modules.mjs`) into the
 * project's `.astro/` whatever the build's `cacheDir`, each through one fixed temporary name, so two
 * builds syncing at once (the browser tests' two site builds, a publish beside a scheduled rebuild)
 * can rename each other's temporary file away and fail with ENOENT. The lock is taken when the
 * build is set up and let go when its pages start, so everything after the content sync still runs
 * side by side; a `sync`, or a build that fails before its pages, lets it go when its process ends.
 */
export default function oneContentSyncAtATime(): AstroIntegration {
  let release: (() => Promise<void>) | undefined;
  return {
    name: 'concert-library:one-content-sync-at-a-time',
    hooks: {
      'astro:config:setup': async ({ command, config, logger }) => {
        if (command !== 'build' && command !== 'sync') return;
        const dotAstro = fileURLToPath(new URL('.astro/', config.root));
        mkdirSync(dotAstro, { recursive: true });
        release = await lock(dotAstro, {
          lockfilePath: join(dotAstro, 'content-sync.lock'),
          stale: STALE_MS,
          retries: { forever: true, minTimeout: 100, maxTimeout: 1_000 },
          // Losing the lock to a slow refresh is no reason to stop the build.
          onCompromised: (error) => logger.warn(`The content-sync lock was lost: ${error.message}`),
        });
      },
      'astro:build:start': async () => {
        const letGo = release;
        release = undefined;
        await letGo?.().catch(() => undefined);
      },
    },
  };
}
