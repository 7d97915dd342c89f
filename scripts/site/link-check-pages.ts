import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ROUTES } from '#lib/catalog/missing-route.ts';
import { visitHtmlReferences, visitSitemapReferences, type ReferenceVisitor } from '#lib/links/page-references.ts';
import { decodeSitePath, pageUrlOf, sitePathOf, type SiteScope } from '#lib/links/site-path.ts';
import { ReferenceCollector, type KeptPage, type ReferenceTable } from './link-check-records.ts';

/**
 * The link check's work on the pages (scripts/site/link-check.ts runs it on its own thread or in
 * worker threads): each page read once, as Latin-1, every address judged against the set of
 * built files, each address that is the same from every page judged once; or, for a page the
 * last check read as it is now (scripts/site/link-check-records.ts), its kept references judged
 * the same way.
 */

/** A reference to a page that was not built. */
export interface DanglingLink {
  /** The page it is on, as its address path (e.g. '/music/concert-library/concert/x'). */
  readonly page: string;
  /** The address as written. */
  readonly href: string;
  /** Which attribute holds it, e.g. 'a href'. */
  readonly where: string;
}

/** A dangling link and the file of the page it is on, by which the report orders the links. */
export interface FoundDangling {
  readonly file: string;
  readonly link: DanglingLink;
}

/** A share of the pages to read and check. */
export interface PageCheckTask {
  /** The built site. */
  readonly root: string;
  readonly site: SiteScope;
  /** Every file of the built site, '/'-separated, relative to `root`. */
  readonly files: readonly string[];
  /** The pages (HTML and sitemaps) of this share, in path order. */
  readonly pages: readonly string[];
  /** How many dangling links to name. */
  readonly examples: number;
  /** Whether to answer with the references read, to be kept for the next check. */
  readonly collect: boolean;
}

/** What some pages came to. */
export interface PageTally {
  /** Addresses into the site checked. */
  links: number;
  /** How many of them lead nowhere. */
  dangling: number;
  /** The first few of those, in path order. */
  examples: FoundDangling[];
}

/** What was read of the pages (with `collect`): each page's file, size in bytes, and references into the table. */
export interface PagesRead extends ReferenceTable {
  readonly pages: readonly (readonly [file: string, size: number, refs: readonly number[]])[];
}

/** What a share of the pages came to, and what was read of them. */
export interface PageCheckResult extends PageTally {
  read: PagesRead;
}

/** A page could not be read (not a dangling link: the check could not be made). */
export class PageReadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PageReadError';
  }
}

/** Whether a site path (below the base path, decoded) is served by a built file. */
function resolves(path: string, files: ReadonlySet<string>): boolean {
  const relative = path === '/' ? '' : path.slice(1);
  if (relative === '') return files.has('index.html');
  if (files.has(relative) || files.has(`${relative}/index.html`) || files.has(`${relative}.html`)) return true;
  const first = relative.split('/')[0] ?? '';
  return (SHELL_ROUTES as readonly string[]).includes(first) && files.has(`${first}/index.html`);
}

/** The site path a built file is read at ('x/index.html' → '/x'), which its relative links resolve against. */
function sitePathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(?:\/index)?\.html$/, '')}`;
}

/** What an address came to: out of the site, to a built file, or to nothing. */
type Verdict = 'outside' | 'built' | 'dangling';

/** An address that leads to the same place from every page: a path from the root, or an absolute URL. */
const PAGE_INDEPENDENT = /^(?:\/(?![/\\])|[a-z][a-z0-9+.-]*:)/i;

/** A character read from a byte above ASCII: the address holds UTF-8 read as Latin-1. */
const BEYOND_ASCII = /[\u0080-\u00ff]/;

/** Text read as Latin-1 (one byte, one character) as the UTF-8 it was written in. */
function fromLatin1(text: string): string {
  return BEYOND_ASCII.test(text) ? Buffer.from(text, 'latin1').toString('utf8') : text;
}

/** Where a reference of a page at `pageUrl` leads: `ref` is its index in its table, `written` its address as written. */
type Judge = (ref: number, written: string, pageUrl: string) => Verdict;

/**
 * Decides where references lead, remembering whether each site path is built and the verdict on
 * each reference that does not depend on the page (almost all of them: the site writes links
 * from the root), so each is resolved once.
 */
function createJudge(site: SiteScope, built: ReadonlySet<string>): Judge {
  const byRef = new Map<number, Verdict>();
  const byPath = new Map<string, boolean>();
  const judge = (url: string, pageUrl: string): Verdict => {
    const path = sitePathOf(url, pageUrl, site);
    if (path === undefined) return 'outside';
    let found = byPath.get(path);
    if (found === undefined) {
      found = resolves(decodeSitePath(path), built) || resolves(path, built);
      byPath.set(path, found);
    }
    return found ? 'built' : 'dangling';
  };
  return (ref, written, pageUrl) => {
    let verdict = byRef.get(ref);
    if (verdict !== undefined) return verdict;
    const url = fromLatin1(written);
    verdict = judge(url, pageUrl);
    if (PAGE_INDEPENDENT.test(url)) byRef.set(ref, verdict);
    return verdict;
  };
}

/** Counts what references came to, keeping the first few dangling ones (pages are given in path order). */
class Tally implements PageTally {
  links = 0;
  dangling = 0;
  examples: FoundDangling[] = [];
  readonly #wanted: number;

  constructor(wanted: number) {
    this.#wanted = wanted;
  }

  count(verdict: Verdict, file: string, pageUrl: string, written: string, where: string): void {
    if (verdict === 'outside') return;
    this.links += 1;
    if (verdict === 'built') return;
    this.dangling += 1;
    if (this.examples.length < this.#wanted)
      this.examples.push({ file, link: { page: new URL(pageUrl).pathname, href: fromLatin1(written), where } });
  }

  get result(): PageTally {
    return { links: this.links, dangling: this.dangling, examples: this.examples };
  }
}

/** A built page's text, read as Latin-1. */
function readPage(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'latin1');
  } catch (error) {
    throw new PageReadError(`Could not read ${file} of the built site`, { cause: error });
  }
}

/** Reads and checks the pages of one share. */
export function checkPages(task: PageCheckTask): PageCheckResult {
  const { root, site, pages } = task;
  const judge = createJudge(site, new Set(task.files));
  const tally = new Tally(task.examples);
  const collector = new ReferenceCollector();
  const read: [string, number, number[]][] = [];
  for (const file of pages) {
    const pageUrl = pageUrlOf(sitePathOfFile(file), site);
    const refs: number[] = [];
    const visit: ReferenceVisitor = (url, where) => {
      const ref = collector.idOf(where, url);
      if (task.collect) refs.push(ref);
      tally.count(judge(ref, url, pageUrl), file, pageUrl, url, where);
    };
    // Latin-1 keeps every byte one character: markup is ASCII, and reading it so is much faster
    // than decoding UTF-8 (sync reads too: the files were just written, and are in memory).
    const text = readPage(root, file);
    if (file.endsWith('.xml')) visitSitemapReferences(text, visit);
    else visitHtmlReferences(text, visit);
    if (task.collect) read.push([file, text.length, refs]);
  }
  const kept = task.collect ? collector : { where: [], url: [] };
  return { ...tally.result, read: { where: kept.where, url: kept.url, pages: read } };
}

/** Pages not read, whose references the last check kept. */
export interface KeptPagesTask {
  readonly site: SiteScope;
  /** Every file of the built site, '/'-separated. */
  readonly files: readonly string[];
  /** The pages, in path order, each with its kept references (indexes into `table`). */
  readonly pages: readonly (readonly [file: string, page: Pick<KeptPage, 'refs'>])[];
  readonly table: ReferenceTable;
  readonly examples: number;
}

/**
 * Checks pages by their kept references, as {@link checkPages} would have after reading them:
 * the same references in the same order, judged against this build's files.
 */
export function checkKeptPages(task: KeptPagesTask): PageTally {
  const { site, table } = task;
  const judge = createJudge(site, new Set(task.files));
  const tally = new Tally(task.examples);
  for (const [file, { refs }] of task.pages) {
    const pageUrl = pageUrlOf(sitePathOfFile(file), site);
    for (const ref of refs) {
      const url = table.url[ref] ?? '';
      tally.count(judge(ref, url, pageUrl), file, pageUrl, url, table.where[ref] ?? '');
    }
  }
  return tally.result;
}
