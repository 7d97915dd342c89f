import { defineMiddleware } from 'astro:middleware';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { PREVIEW_PREFIX } from '#lib/studio/paths.ts';
import { PREVIEW_HEADERS } from '#lib/studio/preview.ts';
import { pathBelow, recordPathOf } from './lib/preview-link-target.ts';
import { previewPageLinks } from './lib/site-links.ts';

/**
 * Every answer of the preview renderer: kept by no cache and never indexed (PREVIEW_HEADERS), and
 * a page's addresses of the site made to lead to the site's origin, since the renderer is served
 * from the API's, or to the preview for the record's own pages (lib/site-links.ts).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await next();
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!headers.get('Content-Type')?.startsWith('text/html')) return new Response(response.body, init);
  headers.delete('Content-Length');
  // The API hands the renderer the site's path below the base path (server/src/preview/preview-renderer.ts).
  const place = {
    previewPrefix: PREVIEW_PREFIX,
    siteOrigin: new URL(context.site ?? context.url).origin,
    basePath: BASE_PATH,
    recordPath: recordPathOf(pathBelow(context.url.pathname, BASE_PATH) ?? '/'),
    state: context.locals.preview?.state,
  };
  return new Response(previewPageLinks(await response.text(), place), init);
});
