import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { SHELL_ROUTES } from '../../src/lib/catalog/missing-route.ts';
import { visitHtmlReferences, visitSitemapReferences, type ReferenceVisitor } from '../../src/lib/links/page-references.ts';
import { decodeSitePath, pageUrlOf, sitePathOf, type SiteScope } from '../../src/lib/links/site-path.ts';

/**
 * The build's link check: every address a built page refers to inside the site must lead to a
 * file of the build. It reads each page once (a regular expression over its tags, see
 * src/lib/links/page-references.ts) and looks each address up in a set of the built files:
 * `…/x` and `…/x/` are `x/index.html` (or `x.html`), queries and fragments are ignored, a path
 * below a shell route (`/magic/…`, `/email-confirm/…`, `/reset-password/…`, DESIGN.md) is its
 * shell page, and addresses out of the site (another host, or outside the base path) are not
 * checked. Sitemaps' `<loc>` entries are checked too.
 */

/** What to check. */
export interface LinkCheckOptions {
  /** The built site: the folder the base path is served from. */
  readonly root: string;
  readonly site: SiteScope;
  /** How many dangling links the report names (all are counted). */
  readonly examples?: number;
}

/** A reference to a page that was not built. */
export interface DanglingLink {
  /** The page it is on, as its address path (e.g. '/music/concert-library/concert/x'). */
  readonly page: string;
  /** The address as written. */
  readonly href: string;
  /** Which attribute holds it, e.g. 'a href'. */
  readonly where: string;
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

/** Every file under `root`, as '/'-separated paths relative to it. */
async function builtFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1).split(sep).join('/'));
  } catch (error) {
    throw new LinkCheckError(`Could not list the built site in ${root}`, { cause: error });
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
const PAGE_INDEPENDENT = /^(?:\/(?![\/\\])|[a-z][a-z0-9+.-]*:)/i;

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

/** Checks every page of the built site at `options.root`. */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const { root, site, examples: wanted = 10 } = options;
  const files = await builtFiles(root);
  // In path order, so the report names the same examples every time.
  const pages = files.filter((file) => file.endsWith('.html') || file.endsWith('.xml')).sort();
  const judge = createJudge(site, new Set(files));
  const examples: DanglingLink[] = [];
  let links = 0;
  let dangling = 0;
  for (const file of pages) {
    const pageUrl = pageUrlOf(sitePathOfFile(file), site);
    const visit: ReferenceVisitor = (url, where) => {
      const verdict = judge(url, pageUrl);
      if (verdict === 'outside') return;
      links += 1;
      if (verdict === 'built') return;
      dangling += 1;
      if (examples.length < wanted) examples.push({ page: new URL(pageUrl).pathname, href: fromLatin1(url), where });
    };
    // Latin-1 keeps every byte one character: markup is ASCII, and reading it so is much faster
    // than decoding UTF-8 (sync reads too: the files were just written, and are in memory).
    const text = readPage(root, file);
    if (file.endsWith('.xml')) visitSitemapReferences(text, visit);
    else visitHtmlReferences(text, visit);
  }
  return { pages: pages.length, links, dangling, examples };
}

/** A built page's text, read as Latin-1. */
function readPage(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'latin1');
  } catch (error) {
    throw new LinkCheckError(`Could not read ${file} of the built site`, { cause: error });
  }
}

/** The report as the build prints it: the count, then each example as 'page → href'. */
export function formatLinkReport(report: LinkCheckReport): string {
  if (report.dangling === 0) return `Link check: ${report.links} links on ${report.pages} pages all lead to built pages.`;
  const lines = report.examples.map((link) => `  ${link.page} → ${link.href} (${link.where})`);
  const more = report.dangling > report.examples.length ? [`  … and ${report.dangling - report.examples.length} more`] : [];
  return [`Link check: ${report.dangling} of ${report.links} links on ${report.pages} pages lead to pages that were not built:`, ...lines, ...more].join('\n');
}
