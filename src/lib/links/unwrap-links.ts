import { attributeValue } from './html-attribute.ts';

/**
 * Unwrapping links in sanitised HTML: a link whose address `keep` refuses loses its `<a>` tags
 * and keeps its text (and any markup inside it). The HTML is what the site's sanitiser wrote
 * (src/lib/html/sanitize-html.ts): well-formed, attributes quoted, `<` and `>` escaped inside
 * them. Start and end tags are paired as a browser would nest them, so unwrapping one link
 * never takes another's end tag.
 */

const LINK_TAG = /<a\b([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>|<\/a\s*>/gi;

/**
 * The HTML with every link whose `href` `keep` answers false for unwrapped. A link without
 * an `href` (an anchor) is kept; `keep` sees the address decoded, as a browser would follow it.
 */
export function unwrapLinks(html: string, keep: (href: string) => boolean): string {
  if (!/<a\b/i.test(html)) return html;
  // For each open link, whether it was unwrapped, so its end tag goes too.
  const open: boolean[] = [];
  return html.replace(LINK_TAG, (tag, attributes?: string) => {
    if (attributes === undefined) {
      const unwrapped = open.pop();
      return unwrapped === true ? '' : tag;
    }
    const href = attributeValue(attributes, 'href');
    const unwrap = href !== undefined && !keep(href);
    open.push(unwrap);
    return unwrap ? '' : tag;
  });
}
