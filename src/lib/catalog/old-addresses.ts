import type { IdentifierRedirect, RedirectedList } from '../api/contract.ts';
import { listPagePath } from './list-pages.ts';
import { PERSON_ROLES } from './people-lists.ts';
import { collectionPath, compositionPath, concertPath, featurePath, liveStreamPath } from './routes.ts';
import { categoryPath } from './view-by.ts';

/**
 * The site's pages at old addresses: for each identifier a record had before it was renamed
 * (the API's `/identifier_redirects/`), the address its page had then and the page it has now.
 */

/** One page at an old address, both paths relative to the base path as src/lib/catalog/routes.ts writes them. */
export interface OldAddress {
  /** Where the record's page was. */
  readonly from: string;
  /** Where it is now. */
  readonly to: string;
}

/** Each list's page of a record with `identifier`: one page, or a person's page in each role. */
const PAGES_OF: Record<RedirectedList, (identifier: string) => readonly string[]> = {
  compositions: (identifier) => [compositionPath(identifier)],
  people: (identifier) => PERSON_ROLES.map((role) => categoryPath(role, identifier)),
  programs: (identifier) => [concertPath(identifier)],
  live_streams: (identifier) => [liveStreamPath(identifier)],
  media_features: (identifier) => [featurePath(identifier)],
  curated_collections: (identifier) => [collectionPath(identifier)],
};

/**
 * The old addresses a build publishes, given which pages it publishes: each old page whose
 * record has its page now (a person: in each role with a page now, from the same role's old
 * address, and each later page of their works there, `…/page/2` to the same page now). An old
 * address that is a page of the build is not one (the live page wins), and an address is written
 * once, the first redirect that names it kept.
 */
export function oldAddresses(
  redirects: readonly IdentifierRedirect[],
  isPublished: (path: string) => boolean,
): OldAddress[] {
  const byFrom = new Map<string, OldAddress>();
  for (const { list, old_identifier: old, identifier } of redirects) {
    const pagesOf = PAGES_OF[list];
    const olds = pagesOf(old);
    pagesOf(identifier).forEach((first, index) => {
      const oldFirst = olds[index];
      if (oldFirst === undefined || oldFirst === first) return;
      for (let number = 1; isPublished(listPagePath(first, number)); number += 1) {
        const [from, to] = [listPagePath(oldFirst, number), listPagePath(first, number)];
        if (!byFrom.has(from) && !isPublished(from)) byFrom.set(from, { from, to });
      }
    });
  }
  return [...byFrom.values()];
}
