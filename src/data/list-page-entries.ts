import type { ListDependencies } from '#lib/build/page-keys.ts';
import { listKey } from './page-cache-key.ts';

/**
 * The `getStaticPaths` entries of a list's pages, from what the list declares it shows: every
 * page shares one key for Astro's incremental build (src/data/page-cache-key.ts), so the pages need
 * not know how it is made.
 */
export async function listPageEntries<T extends object>(
  pages: readonly T[],
  dependsOn: ListDependencies,
): Promise<(T & { cacheKey: string })[]> {
  const cacheKey = await listKey(dependsOn);
  return pages.map((page) => ({ ...page, cacheKey }));
}
