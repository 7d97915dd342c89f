import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageRecord } from '../../src/integrations/page-records.ts';
import type { SiteScope } from '#lib/links/site-path.ts';
import {
  checkKeptPages,
  checkPages,
  type DanglingLink,
  type FoundDangling,
  type PageCheckResult,
  type PageCheckTask,
  type PageTally,
} from './link-check-pages.ts';
import {
  readLinkRecords,
  writeLinkRecords,
  type KeptPage,
  type LinkRecords,
  type PageReferencesToKeep,
} from './link-check-records.ts';

export type { DanglingLink } from './link-check-pages.ts';

/**
 * The build's link check: every address a built page refers to inside the site must lead to a
 * file of the build. It reads each page once (a regular expression over its tags, see
 * src/lib/links/page-references.ts) and looks each address up in a set of the built files:
 * `…/x` and `…/x/` are `x/index.html` (or `x.html`), queries and fragments are ignored, a path
 * below a shell route (`/magic/…`, `/email-confirm/…`, `/reset-password/…`: docs/rules.md) is its
 * shell page, and addresses out of the site (another host, or outside the base path) are not
 * checked. Sitemaps' `<loc>` entries are checked too. The work on the pages themselves is in
 * scripts/site/link-check-pages.ts.
 *
 * Given the build's page records and a file to keep what it read (scripts/site/link-check-records.ts),
 * it reads only the pages that changed since a check kept their references: the others' kept
 * references are judged against this build's files as theirs would be once read, so a link from
 * an unchanged page to a page no longer built is caught all the same, and the report is the one
 * reading every page gives.
 */

/** What to check. */
export interface LinkCheckOptions {
  /** The built site: the folder the base path is served from. */
  readonly root: string;
  readonly site: SiteScope;
  /** How many dangling links the report names (all are counted). */
  readonly examples?: number;
  /** Threads to read pages on; by default one per core for many pages, none for a few. */
  readonly threads?: number;
  /**
   * The build's page records (src/integrations/page-records.ts), by page path. With `cacheFile`,
   * a page whose record has the digest its kept references were read from, and whose size is the
   * record's, is not read.
   */
  readonly records?: ReadonlyMap<string, Pick<PageRecord, 'page' | 'size'>>;
  /** Where the references read from the pages are kept from check to check (in the build cache). */
  readonly cacheFile?: string;
}

/** What the check found. */
export interface LinkCheckReport {
  /** Pages (HTML and sitemaps) checked. */
  readonly pages: number;
  /** Addresses into the site checked. */
  readonly links: number;
  /** How many of them lead nowhere. */
  readonly dangling: number;
  /** The first few of those, by page path. */
  readonly examples: readonly DanglingLink[];
  /** Pages read this time: the others' references were kept from the last check. */
  readonly read: number;
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

/** The size of a built file; undefined when it cannot be read (the page is then read, and that fails). */
function sizeOf(file: string): number | undefined {
  try {
    return statSync(file).size;
  } catch {
    return undefined;
  }
}

/** The pages whose kept references still hold, and the pages to read. */
interface Plan {
  readonly kept: [file: string, page: KeptPage][];
  readonly toRead: string[];
}

/**
 * Which pages need reading: a page's kept references hold when the build's record of it has the
 * digest they were read from and its file has the size the record gives.
 */
function planOf(
  root: string,
  pages: readonly string[],
  records: LinkCheckOptions['records'],
  kept: LinkRecords | undefined,
): Plan {
  const plan: Plan = { kept: [], toRead: [] };
  for (const file of pages) {
    const entry = kept?.pages.get(file);
    const record = records?.get(file);
    const holds =
      entry !== undefined &&
      record !== undefined &&
      record.page === entry.digest &&
      sizeOf(join(root, file)) === record.size;
    if (holds) plan.kept.push([file, entry]);
    else plan.toRead.push(file);
  }
  return plan;
}

/** Reads and checks `pages`: on this thread, or in `threads` worker threads, each with a run of them in path order. */
async function readAndCheck(task: PageCheckTask, threads: number): Promise<PageCheckResult[]> {
  if (threads <= 1) return [checkPages(task)];
  return Promise.all(shares(task.pages, threads).map((share) => inWorker({ ...task, pages: share })));
}

/**
 * Keeps, for the next check, the references of every page that has them: the pages whose kept
 * ones held, and those read now whose record is of the file read. Pages gone are dropped. When
 * that is what the file already holds, it is left as it is.
 */
function keepReferences(
  cacheFile: string,
  records: NonNullable<LinkCheckOptions['records']>,
  plan: Plan,
  kept: LinkRecords | undefined,
  results: readonly PageCheckResult[],
): void {
  const keeping: PageReferencesToKeep[] = [];
  if (kept !== undefined)
    for (const [path, { digest, refs }] of plan.kept) keeping.push({ path, digest, refs, table: kept });
  const unchanged = keeping.length === kept?.pages.size;
  for (const { read } of results)
    for (const [path, size, refs] of read.pages) {
      const record = records.get(path);
      if (record !== undefined && record.size === size) keeping.push({ path, digest: record.page, refs, table: read });
    }
  if (unchanged && keeping.length === plan.kept.length) return;
  try {
    writeLinkRecords(cacheFile, keeping);
  } catch (error) {
    throw new LinkCheckError(`Could not keep what the link check read in ${cacheFile}`, { cause: error });
  }
}

const byFile = (a: FoundDangling, b: FoundDangling) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/** The report of the tallies of runs of the pages: their dangling links in path order, the first few named. */
function reportOf(pages: number, read: number, tallies: readonly PageTally[], examples: number): LinkCheckReport {
  return {
    pages,
    links: tallies.reduce((sum, tally) => sum + tally.links, 0),
    dangling: tallies.reduce((sum, tally) => sum + tally.dangling, 0),
    examples: tallies
      .flatMap((tally) => tally.examples)
      .sort(byFile)
      .slice(0, examples)
      .map((found) => found.link),
    read,
  };
}

/**
 * Checks every page of the built site at `options.root`. The pages to read are read on the
 * calling thread when they are few, else in one worker thread per core (a build machine has
 * little else to do meanwhile); the pages not read are judged on the calling thread.
 */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const { root, site, examples = 10, records, cacheFile } = options;
  const files = builtFiles(root);
  // In path order, so the report names the same examples every time.
  const pages = files.filter((file) => file.endsWith('.html') || file.endsWith('.xml')).sort();
  const reusing = records !== undefined && cacheFile !== undefined;
  const kept = reusing ? readLinkRecords(cacheFile) : undefined;
  const plan = planOf(root, pages, records, kept);
  const toRead = plan.toRead.length;
  const threads = options.threads ?? Math.min(availableParallelism(), Math.floor(toRead / PAGES_PER_THREAD));
  const keptTally = checkKeptPages({
    site,
    files,
    pages: plan.kept,
    table: kept ?? { where: [], url: [] },
    examples,
  });
  const task = { root, site, files, pages: plan.toRead, examples, collect: reusing };
  let results: PageCheckResult[];
  try {
    results = await readAndCheck(task, threads);
  } catch (error) {
    throw new LinkCheckError(`Could not check the links of the built site in ${root}`, { cause: error });
  }
  if (reusing) keepReferences(cacheFile, records, plan, kept, results);
  return reportOf(pages.length, toRead, [keptTally, ...results], examples);
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
