/** Small readers of a page's HTML for request-level tests (no browser needed). */

/** The text of the first element matching a simple tag pattern, entities decoded for the few the site writes. */
function decode(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The document title. */
export function titleOf(html: string): string {
  return decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
}

/** How many `<h1>` elements the page has. */
export function h1Count(html: string): number {
  return html.match(/<h1[\s>]/g)?.length ?? 0;
}

/** The content of a `<meta>` by name or property. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** Every JSON-LD object of the page. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

/** The `loc` of every URL in a sitemap. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ''));
}
