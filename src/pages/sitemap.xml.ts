import type { APIRoute } from 'astro';
import { sitemapParts } from '../data/sitemap-parts.ts';
import { withBase } from '#lib/catalog/routes.ts';
import { sitemapDocument, sitemapPartName } from '#lib/seo/sitemap-split.ts';

/**
 * Every indexable page of the site that this build publishes, as a sitemaps.org document; past
 * 45,000 URLs an index of sitemap-1.xml, sitemap-2.xml… (src/pages/[sitemap].xml.ts).
 */
export const GET: APIRoute = async ({ site }) => {
  const document = sitemapDocument(await sitemapParts(), (n) => new URL(withBase(`/${sitemapPartName(n)}`), site).href);
  return new Response(document, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
