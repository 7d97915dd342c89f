/**
 * The scripts-removed floors of `npm run bench:lighthouse`: for every page type, a copy of its built
 * page with every script taken out, served beside it. Each page's LCP is to stay within 1.25× of
 * its own floor, measured in the same run, so the floor says what the page costs without islands.
 */

/** The folder of the site under which the floors are written. */
export const FLOORS_PATH = '/bench-floor-without-scripts';

/** Where a page type's floor is served, e.g. `/bench-floor-without-scripts/compositions-list` for 'compositions list'. */
export function floorPathOf(pageType: string): string {
  const slug = pageType
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug === '') throw new Error(`A page type needs a name with letters or digits, not ${JSON.stringify(pageType)}`);
  return `${FLOORS_PATH}/${slug}`;
}

/**
 * A built page's HTML with every script taken out but JSON-LD data (which runs nothing): the head
 * script, the module scripts and Astro's island scripts alike. What stays draws as the server
 * rendered it.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
}
