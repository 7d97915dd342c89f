import { listPageSettings } from '../config/list-pages.ts';
import { withBase } from '#lib/catalog/routes.ts';
import { sitemapPaths } from '#lib/seo/sitemap-paths.ts';
import { sitemapParts as splitSitemap } from '#lib/seo/sitemap-split.ts';
import type { SitemapEntry } from '#lib/seo/sitemap.ts';
import { combined, mediaFeatures, memo } from './catalog.ts';
import { entityPages } from './entity-types.ts';

/**
 * Every indexable page this build publishes, as sitemap entries split into the files of the
 * sitemap (src/lib/seo/sitemap-split.ts): one part for most sites, `sitemap.xml` itself.
 * `site` is the site's origin (astro.config.mjs `site`).
 */
export const sitemapParts = memo(async (): Promise<SitemapEntry[][]> => {
  const site = import.meta.env.SITE;
  const paths = sitemapPaths({
    combined: await combined(),
    features: await mediaFeatures(),
    listPageSize: listPageSettings.pageSize,
    entities: await entityPages(),
  });
  return splitSitemap(paths.map(({ path, lastmod }) => ({ loc: new URL(withBase(path), site).href, lastmod })));
});
