import type { EntityPages } from '../../src/lib/catalog/entity-pages.ts';

/** The site's kinds of entity page, in the sitemap's order, with the files beside each page (src/data/entity-types.ts). */
const SITE_KINDS: readonly (readonly [kind: string, companions: readonly string[]])[] = [
  ['composition', []],
  ['concert', []],
  ['live-stream', ['.ics']],
  ['feature', []],
  ['collections', []],
];

/**
 * Every kind of entity page the site has, with the identifiers given for a kind (none for the
 * others), each of them indexed unless `indexed` names which are.
 */
export function siteEntityPages(
  pages: Readonly<Record<string, readonly string[]>>,
  indexed: Readonly<Record<string, EntityPages['indexed']>> = {},
): EntityPages[] {
  return SITE_KINDS.map(([kind, companions]) => {
    const identifiers = pages[kind] ?? [];
    return {
      kind,
      identifiers,
      companions,
      indexed: indexed[kind] ?? identifiers.map((identifier) => ({ identifier })),
    };
  });
}
