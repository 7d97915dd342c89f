import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/page-scripts/client-router.ts is the script of Astro's `<ClientRouter />`, adapted so that it loads
 * with the layout's deferred scripts (docs/performance.md, 'The client router'). Nothing tells us when Astro
 * changes the component under the copy: this test does. When it fails, compare client-router.ts and the
 * layout's two `<meta>` tags with the installed component, carry over what changed, and record the new
 * fingerprint here.
 */
const ADAPTED_FROM = {
  version: '7.3.5',
  file: 'components/ClientRouter.astro',
  sha256: 'e93f1ad54b2fd069acf777909b53ca1c99d531d1090796a907d13bef314c72bb',
};

const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const read = (path: string): string => readFileSync(join(astroRoot, path), 'utf8');
const installedVersion = (JSON.parse(read('package.json')) as { version: string }).version;

describe("the client router copied from Astro's <ClientRouter />", () => {
  it('was adapted from the component Astro installs', () => {
    const sha256 = createHash('sha256').update(read(ADAPTED_FROM.file)).digest('hex');
    expect(
      sha256,
      `Astro's router changed (${ADAPTED_FROM.version} → ${installedVersion}): re-check ` +
        `src/page-scripts/client-router.ts and the <meta> tags of src/layouts/BaseLayout.astro against ` +
        `node_modules/astro/${ADAPTED_FROM.file}, then update ADAPTED_FROM in this test.`,
    ).toBe(ADAPTED_FROM.sha256);
  });

  it('names the pages the router swaps with the <meta> tags the layout renders for it', () => {
    const layout = readFileSync(new URL('../../../src/layouts/BaseLayout.astro', import.meta.url), 'utf8');
    const router = read('dist/transitions/router.js');
    for (const name of ['astro-view-transitions-enabled', 'astro-view-transitions-fallback']) {
      expect(layout, `the layout renders <meta name="${name}">`).toContain(`<meta name="${name}"`);
      expect(read(ADAPTED_FROM.file), `<ClientRouter /> renders <meta name="${name}">`).toContain(`name="${name}"`);
    }
    expect(router, "Astro's router reads the enabling <meta> of the next page").toContain(
      '[name="astro-view-transitions-enabled"]',
    );
  });
});
