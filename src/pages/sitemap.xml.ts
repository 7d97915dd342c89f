import type { APIRoute } from 'astro';
import { allCompositionDetails, combined, curatedCollections, liveStreams, mediaFeatures } from '../data/catalog.ts';
import { publishedPages } from '../data/published-pages.ts';
import { withBase } from '../lib/catalog/routes.ts';
import { sitemapPaths } from '../lib/seo/sitemap-paths.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';

/** Every indexable page of the site that this build publishes, as a sitemaps.org document. */
export const GET: APIRoute = async ({ site }) => {
  const pages = await publishedPages();
  const indexable = sitemapPaths({
    combined: await combined(),
    compositionPages: new Set((await allCompositionDetails()).map((entry) => entry.identifier)),
    features: await mediaFeatures(),
    collections: await curatedCollections(),
    liveStreams: await liveStreams(),
  });
  // A concert whose detail was skipped is listed in /combined/ but has no page.
  const paths = indexable.filter(({ path }) => pages.has(path));
  const entries = paths.map(({ path, lastmod }) => ({ loc: new URL(withBase(path), site).href, lastmod }));
  return new Response(sitemapXml(entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
