import type { MiddlewareHandler } from 'astro';
import { currentPageFinisher } from './finished-pages-channel.ts';

/**
 * A rendered response as it is to be written: an HTML page handed to the build's finisher
 * (finished-pages.ts); anything else, and every page when no build set a finisher, as it is.
 */
export async function finishedResponse(response: Response, pathname: string): Promise<Response> {
  const finisher = currentPageFinisher();
  if (finisher === undefined || !response.headers.get('content-type')?.includes('text/html')) return response;
  const html = await finisher.finish(await response.text(), pathname);
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Each page rendered on the build's main thread, finished before Astro writes it. */
export const onRequest: MiddlewareHandler = async (context, next) =>
  finishedResponse(await next(), context.url.pathname);
