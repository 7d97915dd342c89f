import { pageKey } from '#lib/build/page-keys.ts';
import type { PageDependencies } from '#lib/build/page-keys.ts';
import { linkState, linkTargetsOf } from '#lib/links/link-state.ts';
import { pageUrlOf } from '#lib/links/site-path.ts';
import { publishedPages, siteScope } from './published-pages.ts';

/**
 * The cache keys of this build's pages (src/lib/build/page-keys.ts), given which pages it
 * publishes. Only the helpers pages call read this (src/data/detail-pages.ts,
 * src/data/list-page-entries.ts): pages say what they show, never how it is keyed.
 */

/** What gives the key of a page from its dependencies, once the build knows which pages it publishes. */
export async function pageKeys(): Promise<(depends: PageDependencies) => string> {
  const pages = await publishedPages();
  const linkStateOf = (path: string, data: unknown) =>
    linkState(linkTargetsOf(data), pages, pageUrlOf(path, siteScope), siteScope);
  return (depends) => pageKey(depends, linkStateOf);
}
