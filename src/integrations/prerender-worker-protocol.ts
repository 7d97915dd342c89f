/** What the build's main thread and its rendering thread (prerender-worker.ts) tell each other. */

/**
 * A folder the build keeps its prerender bundle in, with the {@link WorkerSetup} that loads it
 * (`setup.json`), for `npm run bench:render` (scripts/bench/bench-render.ts); unset: none kept.
 */
export const KEEP_PRERENDER_BUNDLE_ENV = 'BUILD_KEEP_PRERENDER_BUNDLE';

/** A head stylesheet of a page, as Astro's build keeps it (`PageBuildData['styles']`). */
export interface PageStyle {
  depth: number;
  order: number;
  sheet: unknown;
}

/** What the thread starts with: the prerender bundle, and the build facts its head elements read. */
export interface WorkerSetup {
  entryUrl: string;
  /** Each page's stylesheets, by Astro's page key. */
  pageStyles: [string, PageStyle[]][];
  /** Astro's entry specifiers and the bundled files they became. */
  entryBundles: [string, string][];
  /** The scripts integrations injected (`settings.scripts`). */
  scripts: unknown[];
  /** The build's moment (build-validity-channel.ts), in milliseconds since the epoch. */
  moment: number;
}

/** A page to render. */
export interface WorkerRender {
  id: number;
  url: string;
  route: string;
  component: string;
  collectMetadata: boolean;
}

/** A rendered page: its response, Astro's incremental metadata, and until when the pages noted they hold. */
export interface WorkerRendered {
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
  metadata: unknown;
  validUntil: number | null;
}

/** A page that failed to render. */
export interface WorkerFailed {
  id: number;
  error: string;
}
