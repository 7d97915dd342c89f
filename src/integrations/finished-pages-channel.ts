/**
 * How the build's page middleware (finished-page-middleware.ts, bundled into Astro's prerender
 * code) reaches the integration that set it up (finished-pages.ts, loaded with the config): both
 * run in the one `astro build` process, and the integration puts its {@link PageFinisher} on the
 * global object under this registered symbol for the build's duration.
 */
export const PAGE_FINISHER = Symbol.for('concert-library:page-finisher');

/** What happens to a rendered page before Astro writes it. */
export interface PageFinisher {
  /** The page as it is to be written. */
  finish(html: string): Promise<string>;
}

/** The finisher of the build under way, if any (none in `astro dev`). */
export function currentPageFinisher(): PageFinisher | undefined {
  return (globalThis as Record<symbol, PageFinisher | undefined>)[PAGE_FINISHER];
}

/** Sets or clears the build's finisher. */
export function setPageFinisher(finisher: PageFinisher | undefined): void {
  (globalThis as Record<symbol, PageFinisher | undefined>)[PAGE_FINISHER] = finisher;
}
