import { defineMiddleware } from 'astro:middleware';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { PREVIEW_HEADERS } from '#lib/studio/preview.ts';
import { absoluteSiteLinks } from './lib/site-links.ts';

/**
 * Every answer of the preview renderer: kept by no cache and never indexed (PREVIEW_HEADERS), and
 * a page's addresses of the site made absolute on the site's origin (lib/site-links.ts), since the
 * renderer is served from the API's.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!headers.get('Content-Type')?.startsWith('text/html')) return new Response(response.body, init);
  const origin = new URL(context.site ?? context.url).origin;
  headers.delete('Content-Length');
  return new Response(absoluteSiteLinks(await response.text(), origin, BASE_PATH), init);
});
