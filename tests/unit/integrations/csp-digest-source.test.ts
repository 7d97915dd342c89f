import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_DIGEST_FUNCTION,
  ASTRO_DIGEST_MODULE,
  withCachedCspDigests,
} from '../../../src/integrations/csp-digest-source.ts';

/** The installed Astro's hashing module, where the build finds it. */
const astroModule = join(
  dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'dist/core/encryption.js',
);

/** A module declared as Astro's is, counting how often it really hashes. */
const STAND_IN = `let hashed = 0;
${ASTRO_DIGEST_FUNCTION}
  hashed += 1;
  return algorithm + ':' + data.length;
}
export { generateCspDigest };
export const hashedCount = () => hashed;
`;

describe('withCachedCspDigests', () => {
  it('finds the function in the installed Astro’s module, which the build rewrites', () => {
    expect(ASTRO_DIGEST_MODULE.test(astroModule)).toBe(true);
    const rewritten = withCachedCspDigests(readFileSync(astroModule, 'utf8'));
    expect(rewritten).toContain('cspDigestCache');
    expect(rewritten).toContain('async function uncachedCspDigest(data, algorithm) {');
  });

  it('hashes each content once, answering repeats with the same digest', async () => {
    const source = withCachedCspDigests(STAND_IN);
    expect(source).toBeDefined();
    const module = (await import(`data:text/javascript,${encodeURIComponent(source ?? '')}`)) as {
      generateCspDigest: (data: string, algorithm: string) => Promise<string>;
      hashedCount: () => number;
    };
    const first = await Promise.all([
      module.generateCspDigest('', 'SHA-256'),
      module.generateCspDigest('', 'SHA-256'),
      module.generateCspDigest('x', 'SHA-256'),
    ]);
    expect(first).toEqual(['SHA-256:0', 'SHA-256:0', 'SHA-256:1']);
    expect(await module.generateCspDigest('', 'SHA-384')).toBe('SHA-384:0');
    expect(module.hashedCount()).toBe(3);
  });

  it('leaves a module that no longer declares the function alone', () => {
    expect(withCachedCspDigests('export const x = 1;')).toBeUndefined();
  });
});
