import { withBase } from '#lib/catalog/routes.ts';
import type * as Build from '../../data/published-pages.ts';

/**
 * What the site's components ask the build's published-pages module (src/data/published-pages.ts),
 * answered for a preview, which the renderer's build puts in its place
 * (src/preview/integrations/preview-modules.ts). Which pages the drafts will publish is known only
 * once they are built: every link is kept, and leads to the published site, absolute on its origin
 * (the preview is served from the API's). A link to a record that is new in the drafts leads to the
 * site's not-found page until the drafts are published.
 */

/** The page's address on the published site. */
const siteUrl = (path: string) => new URL(withBase(path), import.meta.env.SITE).href;

/** Every page has an `href`: its address on the published site. */
export const publishedHref: typeof Build.publishedHref = (path) => Promise.resolve(siteUrl(path));

/** Each path's address on the published site. */
export const publishedHrefs: typeof Build.publishedHrefs = (paths) =>
  Promise.resolve(Object.fromEntries([...paths].map((path) => [path, siteUrl(path)])));

/** The HTML as it is: its links are kept, and made absolute with the rest of the page (site-links.ts). */
export const withoutUnpublishedLinks: typeof Build.withoutUnpublishedLinks = (html) => Promise.resolve(html);
