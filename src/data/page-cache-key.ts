import { onSecondRenderThread } from '../integrations/render-thread-channel.ts';

/**
 * A `getStaticPaths` entry's cache key for Astro's incremental build, to spread into the entry,
 * worked out only where Astro reads it. The main thread compares it with the last build's to
 * restore a page unrendered. The second render thread (src/integrations/parallel-prerender.ts)
 * calls `getStaticPaths` only to find the params and props of the pages it is sent, and never
 * reads a key: there, working out the detail pages' keys read every composition's and program's
 * record and walked it for links, ≈ 2 s of its start for the composition pages alone at the
 * scale catalogue. There the entry has no key.
 */
export function cacheKeyEntry(compute: () => string): { cacheKey?: string } {
  return onSecondRenderThread() ? {} : { cacheKey: compute() };
}
