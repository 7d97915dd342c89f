import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { indexedPageHtml } from '#search/lib/full-text-page.ts';
import { renderedPageListeners, setPageFinisher, setSettledPageRecords } from './finished-pages-channel.ts';
import { htmlFiles, sha256 } from '#search/integrations/full-text-pages.ts';
import { islandScriptsLast } from './island-scripts-last.ts';
import { PageRecords } from './page-records.ts';
import { PAGEFIND_FOLDER } from '#search/integrations/pagefind.ts';
import { pageOutputPath } from './page-output-path.ts';
import { StylesheetMerger } from './stylesheet-merger.ts';

/**
 * What becomes of each page between its rendering and its file, in `astro build` only: its
 * stylesheets merged into one (stylesheet-merger.ts), and Astro's island scripts moved to the end of
 * its body (island-scripts-last.ts).
 * A middleware (finished-page-middleware.ts) hands each page over, so the work is done once per
 * rendered page, and the pages Astro's incremental build restores unrendered are already done.
 * The finished page then goes to the listeners other integrations added (the full-text index,
 * pagefind.ts), with the path of the file it is written to; its digests are recorded for the
 * builds after this one (page-records.ts), so the steps after Astro need not read the pages a
 * later build restores unrendered.
 */
export default function finishedPages(): AstroIntegration {
  let outDir = '';
  let base = '/';
  let cacheDir = '';
  let merger: StylesheetMerger | undefined;
  let records: PageRecords | undefined;
  return {
    name: 'concert-library:finished-pages',
    hooks: {
      'astro:config:setup': ({ command, addMiddleware }) => {
        if (command !== 'build') return;
        addMiddleware({ entrypoint: new URL('./finished-page-middleware.ts', import.meta.url), order: 'post' });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        base = config.base.replace(/\/?$/, '/');
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        const pageMerger = new StylesheetMerger(outDir, base, join(cacheDir, 'merged-stylesheets'));
        merger = pageMerger;
        const listeners = renderedPageListeners();
        const pageRecords = new PageRecords(cacheDir);
        records = pageRecords;
        setSettledPageRecords(undefined);
        setPageFinisher({
          finish: async (html, pathname) => {
            const page = islandScriptsLast(pageMerger.merge(html));
            // Encoded once: its digest, its size and the file Astro writes are all of these bytes.
            const bytes = Buffer.from(page);
            const path = pageOutputPath(pathname, base);
            if (path === undefined) return bytes;
            const indexedHtml = indexedPageHtml(page);
            const indexed = indexedHtml === null ? null : { html: indexedHtml, digest: sha256(indexedHtml) };
            pageRecords.rendered(path, { page: sha256(bytes), indexed: indexed?.digest ?? null }, bytes.length);
            await Promise.all([...listeners].map((listener) => listener({ path, html: page, indexed })));
            return bytes;
          },
        });
      },
      'astro:build:done': async ({ logger }) => {
        setPageFinisher(undefined);
        if (records !== undefined) {
          const settled = records.settle(await htmlFiles(outDir, PAGEFIND_FOLDER));
          setSettledPageRecords({ indexedDigest: (path) => settled.get(path)?.indexed });
        }
        if (merger !== undefined) {
          const restored = merger.restoreKept();
          logger.info(
            `One stylesheet per page: ${merger.pages} pages rendered now link ${merger.files} merged files` +
              ` (${restored} kept from the last build for the pages it restored).`,
          );
        }
      },
    },
  };
}
