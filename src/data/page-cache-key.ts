/**
 * A `getStaticPaths` entry's cache key for Astro's incremental build, to spread into the entry:
 * Astro compares it with the last build's to restore a page unrendered.
 */
export function cacheKeyEntry(compute: () => string): { cacheKey: string } {
  return { cacheKey: compute() };
}
