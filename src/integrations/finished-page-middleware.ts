import type { MiddlewareHandler } from 'astro';
import { currentPageFinisher } from './finished-pages-channel.ts';

/**
 * Each rendered HTML page, handed to the build's finisher (finished-pages.ts) before Astro writes
 * it; anything else, and every page when no build set a finisher, passes as it is.
 */
export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  const finisher = currentPageFinisher();
  if (finisher === undefined || !response.headers.get('content-type')?.includes('text/html')) return response;
  const html = await finisher.finish(await response.text(), context.url.pathname);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
