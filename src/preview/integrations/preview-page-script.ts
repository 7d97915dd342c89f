import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { HEAD_SCRIPT_BROWSERS } from '../../page-scripts/head-script.ts';

/**
 * The preview renderer's own script (src/preview/scripts/links-to-site.ts): the links the page's
 * islands and scripts draw in the browser lead where the page's own do. Only the renderer's
 * configuration (astro.preview.config.ts) has this integration, so no page of the site carries it,
 * and the site's script budgets and chunks are as they were.
 *
 * It is compiled here, with the renderer's site and base path, and injected into the head of every
 * page of the renderer (`head-inline`), whose digest Astro puts into the page's Content-Security-
 * Policy as it does for its own scripts. In the head, before the page's links, and in no file of
 * the client build: bundled there, the site's chunk rules (src/integrations/script-chunks.ts) would
 * take it for one of the layout's and put the modules it imports into the layout's shared chunks,
 * which the head would then load before the page.
 */

const ENTRY = fileURLToPath(new URL('../scripts/links-to-site.ts', import.meta.url));

/** The script's code, for a site at `site` (its origin) under `base`. */
async function compile(site: string, base: string): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    // Its own scope: the page's other scripts see none of its names.
    format: 'iife',
    minify: true,
    target: HEAD_SCRIPT_BROWSERS,
    platform: 'browser',
    define: { 'import.meta.env.SITE': JSON.stringify(site), 'import.meta.env.BASE_URL': JSON.stringify(base) },
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${ENTRY}`);
  // No text of it may close the script element it is inlined in.
  return output.text.trim().replace(/<\/script/gi, '<\\/script');
}

/** The integration that puts the script on every page of the renderer. */
export default function previewPageScript(): AstroIntegration {
  return {
    name: 'concert-library:preview-page-script',
    hooks: {
      'astro:config:setup': async ({ config, injectScript }) => {
        if (config.site === undefined) throw new Error('The preview renderer needs the site’s origin (`site`).');
        injectScript('head-inline', await compile(config.site, config.base));
      },
    },
  };
}
