import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import site from './astro.config.mjs';
import previewModules from './src/preview/integrations/preview-modules.ts';
import previewPageScript from './src/preview/integrations/preview-page-script.ts';
import rendererStamp from './src/preview/integrations/renderer-stamp.ts';
import { PREVIEW_PREFIX } from './src/lib/studio/paths.ts';

/**
 * The studio's preview renderer (docs/studio.md, "Preview"): a second Astro app beside the site,
 * rendering on demand, inside the API, the site's own page bodies (src/components/pages/) from a
 * catalogue the API hands each request (`Astro.locals.preview`). Its own pages (src/preview/), its
 * own output (var/preview-renderer/, PREVIEW_RENDERER_DIR) and cache, so the site's static build
 * (astro.config.mjs) and what it publishes stay as they are. Built by `npm run build:preview`
 * (scripts/build-preview.ts); loaded by server/src/preview/preview-renderer.ts.
 *
 * Its root is its cache folder, not the project: what Astro and Vite generate there (`.astro/`
 * types, Vite's cache) stays out of the site's `.astro/` and out of its sources, which the site's
 * build digests (scripts/site/build-fingerprint.ts). Everything the pages show is the site's: its address and base
 * path (a preview's canonical URL and links are the published page's), its settings (astro:env),
 * its Content-Security-Policy, its client code's chunks, React and the after-load directive; its
 * files are served under the API's mount (PREVIEW_PREFIX), where the browser asks for them. Its
 * stamp (renderer-stamp.ts) says what code and settings it was built from, for the API to check.
 *
 * PREVIEW_OUT_DIR is where scripts/build-preview.ts has this build write (its staging folder);
 * where the renderer is kept is PREVIEW_RENDERER_DIR, which that script and the API read.
 */

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const cache = process.env['PREVIEW_CACHE_DIR'] ?? fromHere('./var/preview-renderer-cache/');
// The root must be there before Astro starts: the client directives are bundled from it.
mkdirSync(cache, { recursive: true });

/** React, as the site configures it (for the islands the page bodies hold). */
const react = (site.integrations ?? [])
  .flat()
  .filter((integration): integration is AstroIntegration => !!integration && integration.name === '@astrojs/react');

/**
 * The site's `client:after-load` directive (astro.config.mjs), whose entrypoint is named from the
 * project's root there: from this one, it is named by its file.
 */
const afterLoadDirective: AstroIntegration = {
  name: 'concert-library:after-load-directive',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'after-load', entrypoint: fromHere('./src/islands/after-load-directive.ts') }),
  },
};

/** A setting of the site's configuration that this one takes as it is. */
function siteSetting<K extends keyof typeof site>(key: K): NonNullable<(typeof site)[K]> {
  const value = site[key];
  if (value === undefined) throw new Error(`astro.config.mjs sets no ${key}`);
  return value;
}

/**
 * The site's Content-Security-Policy, with the site's origin let in where a preview's addresses lead
 * there (src/preview/lib/site-links.ts): the favicon and any picture of the site's own files
 * (img-src), a form's action (form-action). On the site these are its own origin ('self'); a preview
 * is served from the API's. Nothing is fetched from the site's origin (the search index is the
 * preview's own), so connect-src stays the site's.
 */
function previewSecurity(): NonNullable<(typeof site)['security']> {
  const security = siteSetting('security');
  const csp = security.csp;
  if (typeof csp !== 'object' || csp.directives === undefined)
    throw new Error('astro.config.mjs sets no CSP directives');
  const origin = new URL(siteSetting('site')).origin;
  const directives = csp.directives.map((directive): typeof directive =>
    /^(?:img-src|form-action) /.test(directive) ? `${directive} ${origin}` : directive,
  );
  return { ...security, csp: { ...csp, directives } };
}

export default defineConfig({
  root: cache,
  srcDir: fromHere('./src/preview/'),
  publicDir: `${cache}/public`,
  outDir: process.env['PREVIEW_OUT_DIR'] ?? fromHere('./var/preview-renderer/'),
  cacheDir: cache,
  site: siteSetting('site'),
  base: siteSetting('base'),
  trailingSlash: siteSetting('trailingSlash'),
  output: 'server',
  // The API's route answers with the page whole: it shapes the headers and the links first (middleware.ts).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  session: false,
  integrations: [...react, afterLoadDirective, previewModules(), previewPageScript(), rendererStamp()],
  build: { format: 'directory', inlineStylesheets: 'never', assetsPrefix: PREVIEW_PREFIX },
  vite: { ...siteSetting('vite'), cacheDir: `${cache}/vite` },
  devToolbar: { enabled: false },
  security: previewSecurity(),
  env: siteSetting('env'),
});
