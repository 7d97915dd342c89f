import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit from 'p-limit';
import { concatenable, stylesheetHrefs, withMergedStylesheet } from './stylesheet-links.ts';

/** How many pages are rewritten at once. */
const CONCURRENCY = 16;

/**
 * One render-blocking stylesheet per page instead of the six to eight small ones Astro splits
 * a page's CSS into (issue 13: each is a round trip before the first paint on a slow network).
 * Once the site is built, each page's stylesheets are concatenated in their order into one
 * `_astro/styles.{hash}.css`, shared by every page that links the same set, and the page links
 * that file alone. Inlining them instead is not an option: the client router swaps pages under
 * the first page's Content-Security-Policy, which holds no hash for another page's inline
 * styles (astro.config.mjs, `inlineStylesheets: 'never'`).
 */
export default function mergeStylesheets(): AstroIntegration {
  let base = '/';
  return {
    name: 'concert-library:merge-stylesheets',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const merged = new Map<string, Promise<string | null>>();
        /** The merged file's address for one set of stylesheets, written once; null when they cannot be merged. */
        const mergedHref = (hrefs: readonly string[]): Promise<string | null> => {
          const key = hrefs.join('\n');
          const known = merged.get(key);
          if (known) return known;
          const writing = (async () => {
            const sheets = await Promise.all(
              // A stylesheet from elsewhere (none today) is left linked as it is: '' stops the merge.
              hrefs.map(async (href) =>
                href.startsWith(base) ? readFile(join(root, href.slice(base.length)), 'utf8') : '',
              ),
            );
            if (sheets.some((css) => css === '' || !concatenable(css))) return null;
            const css = sheets.join('\n');
            const hash = createHash('sha256').update(css).digest('base64url').slice(0, 10);
            await writeFile(join(root, '_astro', `styles.${hash}.css`), css);
            return `${base}_astro/styles.${hash}.css`;
          })();
          merged.set(key, writing);
          return writing;
        };
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        const limit = pLimit(CONCURRENCY);
        let rewritten = 0;
        await Promise.all(
          files.map((file) =>
            limit(async () => {
              const path = join(root, file);
              const html = await readFile(path, 'utf8');
              const hrefs = stylesheetHrefs(html);
              if (hrefs.length < 2) return;
              const href = await mergedHref(hrefs);
              if (href === null) return;
              await writeFile(path, withMergedStylesheet(html, href));
              rewritten += 1;
            }),
          ),
        );
        logger.info(`One stylesheet per page: ${rewritten} pages now link ${merged.size} merged files.`);
      },
    },
  };
}
