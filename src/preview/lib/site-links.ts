/**
 * A preview is served from the API's origin, not the site's: every address of the site a page
 * writes as a path (`href="/music/concert-library/concerts"`) would lead into the API. They are
 * made absolute on the site's origin, so a link in a preview opens the published site.
 */

/** Attributes whose value is an address the browser follows or loads. */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'poster'];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` with each address attribute that names a path under `basePath` made absolute on
 * `siteOrigin`. Astro and the site's sanitiser write every attribute in double quotes; anything
 * else (text, a script's code, an island's props) is left as it is.
 */
export function absoluteSiteLinks(html: string, siteOrigin: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, '');
  const pattern = new RegExp(`(\\s(?:${ADDRESS_ATTRIBUTES.join('|')})=")(?=${escaped(base)}(?:[/?#"]))`, 'g');
  return html.replace(pattern, `$1${siteOrigin.replace(/\/+$/, '')}`);
}
