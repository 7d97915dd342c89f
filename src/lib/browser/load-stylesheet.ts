/**
 * Adds a stylesheet to the document and resolves once it has loaded (or failed: a missing
 * stylesheet must not keep search from opening). Styles of code that loads on demand come this
 * way, as a file from the site's own origin, which the Content-Security-Policy allows, and only
 * when that code first runs; the same URL is never added twice.
 */
export function loadStylesheet(href: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.href === new URL(href, document.baseURI).href,
  );
  if (existing !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
}
