import { propsDigest } from '#lib/build/page-keys.ts';
import { pageKeys } from './page-cache-key.ts';

/** A list page's `getStaticPaths` entry: what it draws, with its own path. */
interface ListPageEntry {
  readonly props: { readonly page: { readonly path: string } };
}

/**
 * The `getStaticPaths` entries of a list's pages, each with its key for Astro's incremental build
 * (src/data/page-cache-key.ts): what the page draws and whether the pages its entries name are
 * published. The pages need not know how it is made.
 */
export async function listPageEntries<T extends ListPageEntry>(
  pages: readonly T[],
): Promise<(T & { cacheKey: string })[]> {
  const keyOf = await pageKeys();
  return pages.map((entry) => ({
    ...entry,
    cacheKey: keyOf({ values: [propsDigest(entry.props)], path: entry.props.page.path, linksIn: entry.props }),
  }));
}
