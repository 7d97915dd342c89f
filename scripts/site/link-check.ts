import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { SHELL_ROUTES } from '../../src/lib/catalog/missing-route.ts';
import { referencesInHtml, referencesInSitemap, type PageReference } from '../../src/lib/links/page-references.ts';
import { decodeSitePath, pageUrlOf, sitePathResolver, type SiteScope } from '../../src/lib/links/site-path.ts';

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

/** The addresses a built file refers to, or none when it is not a page. */
function referencesOf(file: string, text: string): PageReference[] {
  return file.endsWith('.xml') ? referencesInSitemap(text) : referencesInHtml(text);
}

/** Files read at once: enough to keep the disk busy while the previous ones are scanned. */
const READ_AHEAD = 16;

/** Checks every page of the built site at `options.root`. */
export async function checkLinks(options: LinkCheckOptions): Promise<LinkCheckReport> {
  const { root, site, examples: wanted = 10 } = options;
  const files = await builtFiles(root);
  const built = new Set(files);
  const sitePathOf = sitePathResolver(site);
  // In path order, so the report names the same examples every time.
  const pages = files.filter((file) => file.endsWith('.html') || file.endsWith('.xml')).sort();
  // The verdict on each address below the base path, once per distinct path.
  const verdicts = new Map<string, boolean>();
  const examples: DanglingLink[] = [];
  let links = 0;
  let dangling = 0;
  for (let start = 0; start < pages.length; start += READ_AHEAD) {
    const batch = pages.slice(start, start + READ_AHEAD);
    const texts = await Promise.all(batch.map((file) => readFile(join(root, file), 'utf8')));
    batch.forEach((file, index) => {
      const pageUrl = pageUrlOf(sitePathOfFile(file), site);
      for (const reference of referencesOf(file, texts[index] ?? '')) {
        const path = sitePathOf(reference.url, pageUrl);
        if (path === undefined) continue;
        links += 1;
        let found = verdicts.get(path);
        if (found === undefined) {
          found = resolves(decodeSitePath(path), built) || resolves(path, built);
          verdicts.set(path, found);
        }
        if (found) continue;
        dangling += 1;
        if (examples.length < wanted) examples.push({ page: new URL(pageUrl).pathname, href: reference.url, where: reference.where });
      }
    });
  }
  return { pages: pages.length, links, dangling, examples };
}

/** The report as the build prints it: the count, then each example as 'page → href'. */
export function formatLinkReport(report: LinkCheckReport): string {
  if (report.dangling === 0) return `Link check: ${report.links} links on ${report.pages} pages all lead to built pages.`;
  const lines = report.examples.map((link) => `  ${link.page} → ${link.href} (${link.where})`);
  const more = report.dangling > report.examples.length ? [`  … and ${report.dangling - report.examples.length} more`] : [];
  return [`Link check: ${report.dangling} of ${report.links} links on ${report.pages} pages lead to pages that were not built:`, ...lines, ...more].join('\n');
}
