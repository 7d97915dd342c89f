import type { APIRoute } from 'astro';
import { withBase } from '#lib/catalog/routes.ts';
import { robotsTxt } from '#lib/seo/sitemap.ts';

/** robots.txt naming the sitemap by its absolute URL. */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(new URL(withBase('/sitemap.xml'), site).href), {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
