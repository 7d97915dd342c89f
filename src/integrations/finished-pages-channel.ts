/**
 * How the build's page middleware (finished-page-middleware.ts, bundled into Astro's prerender
 * code) reaches the integrations that set it up (loaded with the config): all run in the one
 * `astro build` process, and the integrations put what they do with a rendered page on the global
 * object under registered symbols for the build's duration.
 */
const FINISHER = Symbol.for('concert-library:page-finisher');
const LISTENERS = Symbol.for('concert-library:rendered-page-listeners');
const RECORDS = Symbol.for('concert-library:page-records');

/** What happens to a rendered page before Astro writes it. */
export interface PageFinisher {
  /** The page at `pathname` (its address, base path included) as it is to be written, in UTF-8. */
  finish(html: string, pathname: string): Promise<Buffer<ArrayBuffer>>;
}

/** A page as it is written: its file's path in the site ('composition/x/index.html') and its HTML. */
export interface RenderedPage {
  path: string;
  html: string;
  /** What the full-text index reads of it (src/features/search/lib/full-text-page.ts), null when it leaves it out, and its SHA-256. */
  indexed: { html: string; digest: string } | null;
}

/** Told of each page once it is finished (the full-text index reads it while the next pages render). */
export type RenderedPageListener = (page: RenderedPage) => Promise<void>;

const channel = globalThis as Record<symbol, unknown>;

/** The finisher of the build under way, if any (none in `astro dev`). */
export function currentPageFinisher(): PageFinisher | undefined {
  return channel[FINISHER] as PageFinisher | undefined;
}

/** Sets or clears the build's finisher. */
export function setPageFinisher(finisher: PageFinisher | undefined): void {
  channel[FINISHER] = finisher;
}

/** The listeners the build's integrations added. */
export function renderedPageListeners(): Set<RenderedPageListener> {
  const known = channel[LISTENERS] as Set<RenderedPageListener> | undefined;
  if (known !== undefined) return known;
  const listeners = new Set<RenderedPageListener>();
  channel[LISTENERS] = listeners;
  return listeners;
}

/** What the build knows of the site's pages once Astro is done (page-records.ts), for the steps after it. */
export interface SettledPageRecords {
  /** The digest of what the full-text index reads of the page at `path`; undefined when unknown (read the page). */
  indexedDigest(path: string): string | null | undefined;
}

/** The records the finishing integration settled in this build, if any. */
export function settledPageRecords(): SettledPageRecords | undefined {
  return channel[RECORDS] as SettledPageRecords | undefined;
}

/** Sets or clears the build's settled records. */
export function setSettledPageRecords(records: SettledPageRecords | undefined): void {
  channel[RECORDS] = records;
}
