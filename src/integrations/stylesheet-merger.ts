import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { concatenable, stylesheetHrefs, withMergedStylesheet } from './stylesheet-links.ts';

/**
 * One render-blocking stylesheet per page instead of the six to eight small ones Astro splits
 * a page's CSS into (each is a round trip before the first paint on a slow network).
 * As each page is rendered (src/integrations/finished-pages.ts), its stylesheets are concatenated
 * in their order into one `_astro/styles.{hash}.css`, shared by every page that links the same
 * set, and the page links that file alone. Inlining them instead is not an option: the client
 * router swaps pages under the first page's Content-Security-Policy, which holds no hash for
 * another page's inline styles (astro.config.mjs, `inlineStylesheets: 'never'`).
 *
 * Astro's incremental build restores unchanged pages as they were written, merged, without
 * rendering them: their merged files are kept in `keptFolder` and put back by
 * {@link StylesheetMerger.restoreKept}. A merged file's name is the digest of what it holds, made
 * of Astro's own content-hashed stylesheets, so a kept one is right for any page that names it
 * (and the build's link check fails a page whose stylesheet is missing).
 */
export class StylesheetMerger {
  readonly #assets: string;
  readonly #base: string;
  readonly #keptFolder: string;
  readonly #merged = new Map<string, string | null>();
  /** Pages rendered with one merged stylesheet. */
  pages = 0;

  /** `outDir`, the site's output folder; `base`, its base path ending in '/'. */
  constructor(outDir: string, base: string, keptFolder: string) {
    this.#assets = join(outDir, '_astro');
    this.#base = base;
    this.#keptFolder = keptFolder;
  }

  /** Merged files written or put back. */
  get files(): number {
    return [...this.#merged.values()].filter((href) => href !== null).length;
  }

  /** The merged file's address for one set of stylesheets, written once; null when they cannot be merged. */
  #mergedHref(hrefs: readonly string[]): string | null {
    const key = hrefs.join('\n');
    const known = this.#merged.get(key);
    if (known !== undefined) return known;
    const prefix = `${this.#base}_astro/`;
    // A stylesheet from elsewhere (none today) is left linked as it is: '' stops the merge.
    const sheets = hrefs.map((href) =>
      href.startsWith(prefix) && !href.slice(prefix.length).includes('/')
        ? readFileSync(join(this.#assets, href.slice(prefix.length)), 'utf8')
        : '',
    );
    let href: string | null = null;
    if (!sheets.some((css) => css === '' || !concatenable(css))) {
      const css = sheets.join('\n');
      const name = `styles.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
      writeFileSync(join(this.#assets, name), css);
      mkdirSync(this.#keptFolder, { recursive: true });
      writeFileSync(join(this.#keptFolder, name), css);
      href = `${this.#base}_astro/${name}`;
    }
    this.#merged.set(key, href);
    return href;
  }

  /** The page as rendered, its stylesheets merged into one when it links two or more. */
  merge(html: string): string {
    const hrefs = stylesheetHrefs(html);
    if (hrefs.length < 2) return html;
    const href = this.#mergedHref(hrefs);
    if (href === null) return html;
    this.pages += 1;
    return withMergedStylesheet(html, href);
  }

  /** Puts the kept merged files that this build did not write into the output: restored pages may name them. */
  restoreKept(): number {
    if (!existsSync(this.#keptFolder)) return 0;
    let restored = 0;
    for (const name of readdirSync(this.#keptFolder)) {
      const target = join(this.#assets, name);
      if (existsSync(target)) continue;
      copyFileSync(join(this.#keptFolder, name), target);
      restored += 1;
    }
    return restored;
  }
}
