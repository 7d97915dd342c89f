import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { compiledHeadScript } from '../../page-scripts/head-script.ts';

/**
 * What the preview renderer's build (astro.preview.config.ts) changes in the site's code it
 * bundles, so that the site's page bodies draw a preview from the request's catalogue and from
 * nothing of the site's build:
 * - the two modules through which the site's components ask the build's catalogue (which pages
 *   are published, the build's moment) are replaced by the preview's answers (src/preview/site/),
 *   and so is the one that says where the search index is (the preview's is the drafts', under the
 *   preview's own path);
 * - any module of the project that imports `astro:content` fails the build, naming it: the
 *   renderer has no content collections, and a page body that reached for them would draw from
 *   nothing;
 * - the layout's head script is compiled now, and its code defined for head-script.ts: the
 *   renderer runs inside the API, where the script's sources are not.
 */

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const inSrc = (path: string) => fileURLToPath(new URL(path, new URL('../../', import.meta.url)));

/** The build's modules the site's components import, by file, and the preview's in their place. */
const SUBSTITUTES: ReadonlyMap<string, string> = new Map([
  [inSrc('data/published-pages.ts'), inSrc('preview/site/published-pages.ts')],
  [inSrc('data/build-time.ts'), inSrc('preview/site/build-time.ts')],
  [inSrc('features/search/lib/search-index-url.ts'), inSrc('preview/site/search-index-url.ts')],
]);

/** An import that may name one of them: only those are resolved a second time. */
const MAY_BE_SUBSTITUTED = /\/(?:data\/published-pages|data\/build-time|lib\/search-index-url)\.ts$/;

/** A Vite plugin, as Astro's configuration takes one (`vite.plugins`). */
type VitePlugin = NonNullable<NonNullable<AstroUserConfig['vite']>['plugins']>[number];

function previewModulesPlugin(): VitePlugin {
  return {
    name: 'concert-library:preview-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source === 'astro:content' && importer?.startsWith(SRC) === true) {
        this.error(`${importer} imports astro:content: the preview renderer has no content collections.`);
      }
      if (!MAY_BE_SUBSTITUTED.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const substitute = resolved === null ? undefined : SUBSTITUTES.get(resolved.id);
      // A substitute may import what it stands in for.
      return substitute === undefined || substitute === importer ? resolved : substitute;
    },
  };
}

/** The integration of the preview renderer's build. */
export default function previewModules(): AstroIntegration {
  return {
    name: 'concert-library:preview-modules',
    hooks: {
      'astro:config:setup': async ({ updateConfig }) => {
        const headScript = await compiledHeadScript();
        updateConfig({
          vite: {
            plugins: [previewModulesPlugin()],
            define: { PRECOMPILED_HEAD_SCRIPT: JSON.stringify(headScript) },
          },
        });
      },
    },
  };
}
