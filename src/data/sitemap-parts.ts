import { listPageSettings } from '../config/list-pages.ts';
import { withBase } from '#lib/catalog/routes.ts';
import { sitemapPaths } from '#lib/seo/sitemap-paths.ts';
import { sitemapParts as splitSitemap } from '#lib/seo/sitemap-split.ts';
import type { SitemapEntry } from '#lib/seo/sitemap.ts';
import { allCompositionDetails, combined, curatedCollections, liveStreams, mediaFeatures, memo } from './catalog.ts';
import { publishedPages } from './published-pages.ts';

/**
 * Every indexable page this build publishes, as sitemap entries split into the files of the
 * sitemap (src/lib/seo/sitemap-split.ts): one part for most sites, `sitemap.xml` itself.
 * `site` is the site's origin (astro.config.mjs `site`).
 */
export const sitemapParts = memo(async (): Promise<SitemapEntry[][]> => {
  const site = import.meta.env.SITE;
  const pages = await publishedPages();
  const indexable = sitemapPaths({
    combined: await combined(),
    compositionPages: new Set((await allCompositionDetails()).map((entry) => entry.identifier)),
    features: await mediaFeatures(),
    collections: await curatedCollections(),
    liveStreams: await liveStreams(),
    listPageSize: listPageSettings.pageSize,
  });
  // A concert whose detail was skipped is listed in /combined/ but has no page.
  const paths = indexable.filter(({ path }) => pages.has(path));
  return splitSitemap(paths.map(({ path, lastmod }) => ({ loc: new URL(withBase(path), site).href, lastmod })));
});
