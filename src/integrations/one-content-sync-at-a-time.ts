import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { takeDotAstroLock } from './dot-astro-lock.ts';

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
        release = await takeDotAstroLock({
          project: fileURLToPath(config.root),
          name: 'content-sync.lock',
          wait: { first: 100, longest: 1_000 },
          warn: (message) => logger.warn(message),
        });
      },
      'astro:build:start': async () => {
        const letGo = release;
        release = undefined;
        await letGo?.();
      },
    },
  };
}
