import { escapeHtml } from '#lib/html/escape-html.ts';
import { decodeAttribute } from '#lib/links/html-attribute.ts';
import { previewLinkTarget, type PreviewPlace } from './preview-link-target.ts';

/**
 * A preview is served from the API's origin, not the site's: every address of the site a page
 * writes as a path (`href="/music/concert-library/concerts"`) would lead into the API. Each leads
 * where previewLinkTarget says: the published site, absolute on its origin, or, for the previewed
 * record's own pages, the preview.
 */

/** Attributes whose value is an address the browser follows or loads. */
const ADDRESS_ATTRIBUTES = ['href', 'src', 'action', 'poster'];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The page's own origin, whichever the API is reached at (behind a proxy, the request may not say):
 * an origin no site has stands for it, so an address of the site is always written on the site's
 * origin, and one of the preview as a path, which the browser resolves on the page's.
 */
const PAGE_ORIGIN = 'http://preview.invalid';

/**
 * `html` with each address attribute that names a path under the site's base path made to lead
 * where previewLinkTarget says: absolute on the site's origin, or a path of the preview (on the
 * page's own origin). Astro and the site's sanitiser write every attribute in double quotes;
 * anything else (text, a script's code, an island's props) is left as it is.
 */
export function previewPageLinks(html: string, where: Omit<PreviewPlace, 'previewOrigin'>): string {
  const base = where.basePath.replace(/\/+$/, '');
  const value = base === '' ? '/[^"]*' : `${escaped(base)}(?:[/?#][^"]*)?`;
  const pattern = new RegExp(`(\\s(?:${ADDRESS_ATTRIBUTES.join('|')})=")(${value})"`, 'g');
  const place = { ...where, previewOrigin: PAGE_ORIGIN };
  return html.replace(pattern, (whole, attribute: string, address: string) => {
    const target = previewLinkTarget(new URL(decodeAttribute(address), PAGE_ORIGIN), place);
    if (target === undefined) return whole;
    const written = target.origin === PAGE_ORIGIN ? `${target.pathname}${target.search}${target.hash}` : target.href;
    return `${attribute}${escapeHtml(written)}"`;
  });
}
