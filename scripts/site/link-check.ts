import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteScope } from '../../src/lib/links/site-path.ts';
import { checkPages, type DanglingLink, type PageCheckResult, type PageCheckTask } from './link-check-pages.ts';

export type { DanglingLink } from './link-check-pages.ts';

/**
 * The build's link check: every address a built page refers to inside the site must lead to a
 * file of the build. It reads each page once (a regular expression over its tags, see
 * src/lib/links/page-references.ts) and looks each address up in a set of the built files:
 * `…/x` and `…/x/` are `x/index.html` (or `x.html`), queries and fragments are ignored, a path
 * below a shell route (`/magic/…`, `/email-confirm/…`, `/reset-password/…`, DESIGN.md) is its
 * shell page, and addresses out of the site (another host, or outside the base path) are not
 * checked. Sitemaps' `<loc>` entries are checked too. The work on the pages themselves is in
 * scripts/site/link-check-pages.ts.
 */

/** What to check. */
export interface LinkCheckOptions {
  /** The built site: the folder the base path is served from. */
  readonly root: string;
  readonly site: SiteScope;
  /** How many dangling links the report names (all are counted). */
  readonly examples?: number;
  /** Threads to check on; by default one per core for a large site, none for a small one. */
  readonly threads?: number;
}

/** What the check found. */
export interface LinkCheckReport {
  /** Pages (HTML and sitemaps) read. */
  readonly pages: number;
  /** Addresses into the site checked. */
  readonly links: number;
  /** How many of them lead nowhere. */
  readonly dangling: number;
  /** The first few of those, by page path. */
  readonly examples: readonly DanglingLink[];
}

/** Reading the built site failed (not a dangling link: the check could not be made). */
export class LinkCheckError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LinkCheckError';
  }
}

/** Adds the files under `dir` to `files`, each as `prefix` and its '/'-separated path below `dir`. */
function listFiles(dir: string, prefix: string, files: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // A link (none in a build today) counts as what it leads to.
    const kind = entry.isSymbolicLink() ? statSync(path) : entry;
    if (kind.isDirectory()) listFiles(path, `${prefix}${entry.name}/`, files);
    else if (kind.isFile()) files.push(`${prefix}${entry.name}`);
  }
}

/**
 * Every file under `root`, as '/'-separated paths relative to it. Each folder is listed on its
 * own: `readdir`'s recursive listing stats every entry again to find the folders, and took twice
 * as long for a site with a folder per page.
 */
function builtFiles(root: string): string[] {
  const files: string[] = [];
  try {
    listFiles(root, '', files);
  } catch (error) {
    throw new LinkCheckError(`Could not list the built site in ${root}`, { cause: error });
  }
  return files;
}

/** Below this many pages per thread, a worker costs more to start than it saves. */
const PAGES_PER_THREAD = 1000;

/** Checks one share of the pages in a worker thread. */
function inWorker(task: PageCheckTask): Promise<PageCheckResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./link-check-worker.ts', import.meta.url), { workerData: task });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`The link check's worker stopped (exit ${code}) without an answer`)),
    );
  });
}

/** `items` cut into `count` runs of about equal length, in order. */
function shares<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size)).filter(
    (share) => share.length > 0,
  );
}

/**
 * Checks every page of the built site at `options.root`: on the calling thread for a small site,
 * else in one worker thread per core (a build machine has nothing else to do meanwhile), each
 * with a run of the pages in path order, so the report reads the same either way.
 */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const { root, site, examples = 10 } = options;
  const files = builtFiles(root);
  // In path order, so the report names the same examples every time.
  const pages = files.filter((file) => file.endsWith('.html') || file.endsWith('.xml')).sort();
  const threads = options.threads ?? Math.min(availableParallelism(), Math.floor(pages.length / PAGES_PER_THREAD));
  const task = (share: readonly string[]): PageCheckTask => ({ root, site, files, pages: share, examples });
  let results: PageCheckResult[];
  try {
    results =
      threads <= 1
        ? [checkPages(task(pages))]
        : await Promise.all(shares(pages, threads).map((share) => inWorker(task(share))));
  } catch (error) {
    throw new LinkCheckError(`Could not check the links of the built site in ${root}`, { cause: error });
  }
  return {
    pages: pages.length,
    links: results.reduce((sum, result) => sum + result.links, 0),
    dangling: results.reduce((sum, result) => sum + result.dangling, 0),
    examples: results.flatMap((result) => result.examples).slice(0, examples),
  };
}

/** The report as the build prints it: the count, then each example as 'page → href'. */
export function formatLinkReport(report: LinkCheckReport): string {
  if (report.dangling === 0)
    return `Link check: ${report.links} links on ${report.pages} pages all lead to built pages.`;
  const lines = report.examples.map((link) => `  ${link.page} → ${link.href} (${link.where})`);
  const more =
    report.dangling > report.examples.length ? [`  … and ${report.dangling - report.examples.length} more`] : [];
  return [
    `Link check: ${report.dangling} of ${report.links} links on ${report.pages} pages lead to pages that were not built:`,
    ...lines,
    ...more,
  ].join('\n');
}
