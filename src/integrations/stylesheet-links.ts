/**
 * The stylesheet links of a built page's `<head>`, as Astro writes them, and the page with those
 * links replaced by one (src/integrations/stylesheet-merger.ts).
 */
const LINK = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

/** The addresses of the stylesheets the page's head links, in order. */
export function stylesheetHrefs(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return [...head.matchAll(LINK)].map((match) => match[1] ?? '');
}

/** Whether a stylesheet can be appended to another as it is: `@import` and `@charset` must come first in a file. */
export function concatenable(css: string): boolean {
  return !/@import\b|@charset\b/.test(css);
}

/**
 * The page with its head's stylesheet links replaced by one link to `merged`, where the first
 * of them was (the cascade keeps their order: the merged file holds them in the same order).
 */
export function withMergedStylesheet(html: string, merged: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let first = true;
  const head = html.slice(0, end).replace(LINK, () => {
    if (!first) return '';
    first = false;
    return `<link rel="stylesheet" href="${merged}">`;
  });
  return head + html.slice(end);
}
