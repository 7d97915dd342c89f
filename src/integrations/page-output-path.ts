/**
 * The file Astro writes a page to, relative to the site's folder, from the page's address: the
 * build's format is 'directory' (astro.config.mjs), so '/base/composition/x' and
 * '/base/composition/x/' are 'composition/x/index.html', the base path itself 'index.html', and
 * the error pages '404.html' and '500.html'. Undefined for an address outside `base` (which ends
 * in '/').
 */
export function pageOutputPath(pathname: string, base: string): string | undefined {
  const address = pathname.endsWith('/') ? pathname : `${pathname}/`;
  if (!address.startsWith(base)) return undefined;
  const page = address.slice(base.length).replace(/\/$/, '');
  if (page === '') return 'index.html';
  if (page === '404' || page === '500') return `${page}.html`;
  return `${decodeURI(page)}/index.html`;
}
