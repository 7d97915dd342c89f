import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapParts } from '../data/sitemap-parts.ts';
import { sitemapPartName } from '#lib/seo/sitemap-split.ts';
import { sitemapXml, type SitemapEntry } from '#lib/seo/sitemap.ts';

/** The parts of a sitemap past 45,000 URLs, sitemap-1.xml…; none while sitemap.xml holds every URL. */
export const getStaticPaths = (async () => {
  const parts = await sitemapParts();
  if (parts.length <= 1) return [];
  return parts.map((entries, index) => ({
    params: { sitemap: sitemapPartName(index + 1).replace(/\.xml$/, '') },
    props: { entries },
  }));
}) satisfies GetStaticPaths;

interface Props {
  entries: SitemapEntry[];
}

export const GET: APIRoute<Props> = ({ props }) =>
  new Response(sitemapXml(props.entries), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
