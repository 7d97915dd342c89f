import type { AstroIntegration } from 'astro';
import { ASTRO_DIGEST_MODULE, withCachedCspDigests } from './csp-digest-source.ts';

/**
 * Caches Astro's CSP hashes for the build (csp-digest-source.ts says why): a Vite plugin that
 * rewrites Astro's hashing module as the pages are bundled. Should an Astro release change that
 * module, the build says so and hashes as Astro does, uncached.
 */
export default function cspDigestCache(): AstroIntegration {
  return {
    name: 'concert-library:csp-digest-cache',
    hooks: {
      'astro:config:setup': ({ updateConfig, logger }) => {
        let warned = false;
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'concert-library:csp-digest-cache',
                transform(code: string, id: string) {
                  if (!ASTRO_DIGEST_MODULE.test(id.split('?')[0] ?? id)) return null;
                  const cached = withCachedCspDigests(code);
                  if (cached === undefined && !warned) {
                    warned = true;
                    logger.warn("Astro's CSP hashing changed: pages are hashed uncached (csp-digest-source.ts).");
                  }
                  return cached === undefined ? null : { code: cached, map: null };
                },
              },
            ],
          },
        });
      },
    },
  };
}
