import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_ROUTES } from '../../src/lib/catalog/missing-route.ts';
import {
  visitHtmlReferences,
  visitSitemapReferences,
  type ReferenceVisitor,
} from '../../src/lib/links/page-references.ts';
import { decodeSitePath, pageUrlOf, sitePathOf, type SiteScope } from '../../src/lib/links/site-path.ts';

/**
 * The link check's work on a share of the pages (scripts/site/link-check.ts runs it in one or
 * more worker threads): each page read once, as Latin-1, every address judged against the set of
 * built files, each address that is the same from every page judged once.
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

/** A share of the pages to check. */
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
}

/** What a share of the pages came to. */
export interface PageCheckResult {
  /** Addresses into the site checked. */
  links: number;
  /** How many of them lead nowhere. */
  dangling: number;
  /** The first few of those, by page path. */
  examples: DanglingLink[];
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

/**
 * A copy of a string cut from a page that does not hold on to the page: V8 keeps a substring
 * as a view of the whole text, so a remembered address would keep every page in memory.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Text read as Latin-1 (one byte, one character) as the UTF-8 it was written in. */
function fromLatin1(text: string): string {
  return BEYOND_ASCII.test(text) ? Buffer.from(text, 'latin1').toString('utf8') : text;
}

/**
 * Decides where addresses lead, remembering the verdict on each address that does not depend on
 * the page (almost all of them: the site writes links from the root), so each is resolved once.
 */
function createJudge(site: SiteScope, built: ReadonlySet<string>): (url: string, pageUrl: string) => Verdict {
  const byAddress = new Map<string, Verdict>();
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
  return (written, pageUrl) => {
    const url = fromLatin1(written);
    if (!PAGE_INDEPENDENT.test(url)) return judge(url, pageUrl);
    let verdict = byAddress.get(url);
    if (verdict === undefined) {
      verdict = judge(url, pageUrl);
      byAddress.set(detached(url), verdict);
    }
    return verdict;
  };
}

/** A built page's text, read as Latin-1. */
function readPage(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'latin1');
  } catch (error) {
    throw new PageReadError(`Could not read ${file} of the built site`, { cause: error });
  }
}

/** Checks the pages of one share. */
export function checkPages(task: PageCheckTask): PageCheckResult {
  const { root, site, pages, examples: wanted } = task;
  const judge = createJudge(site, new Set(task.files));
  const result: PageCheckResult = { links: 0, dangling: 0, examples: [] };
  for (const file of pages) {
    const pageUrl = pageUrlOf(sitePathOfFile(file), site);
    const visit: ReferenceVisitor = (url, where) => {
      const verdict = judge(url, pageUrl);
      if (verdict === 'outside') return;
      result.links += 1;
      if (verdict === 'built') return;
      result.dangling += 1;
      if (result.examples.length < wanted)
        result.examples.push({ page: new URL(pageUrl).pathname, href: fromLatin1(url), where });
    };
    // Latin-1 keeps every byte one character: markup is ASCII, and reading it so is much faster
    // than decoding UTF-8 (sync reads too: the files were just written, and are in memory).
    const text = readPage(root, file);
    if (file.endsWith('.xml')) visitSitemapReferences(text, visit);
    else visitHtmlReferences(text, visit);
  }
  return result;
}
