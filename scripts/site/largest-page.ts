import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The largest HTML page of a built site, raw (not compressed), which must stay within 300 KB
 * so that no list page grows with the catalogue. `npm run bench:build` reports it at scale and a build
 * test fails past the bound.
 */

/** The bound on one HTML page's raw size, whatever the catalogue holds. */
export const PAGE_BYTES_LIMIT = 300 * 1024;

/** One HTML file of a site: its path inside the site folder and its raw size. */
export interface PageSize {
  readonly path: string;
  readonly bytes: number;
}

/** Every HTML file under `root` with its size. */
export function htmlPageSizes(root: string): PageSize[] {
  const sizes: PageSize[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) sizes.push({ path: relative(root, path), bytes: statSync(path).size });
    }
  };
  walk(root);
  return sizes;
}

/** The largest HTML page under `root`, or undefined when there is none. */
export function largestHtmlPage(root: string): PageSize | undefined {
  return htmlPageSizes(root).reduce<PageSize | undefined>(
    (largest, page) => (largest === undefined || page.bytes > largest.bytes ? page : largest),
    undefined,
  );
}
