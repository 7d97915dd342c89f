import type { BuildManifest } from './build-manifest.ts';

/**
 * A rebuild is published only with at least this share of the last good build's pages: a content
 * host that answers but has lost records (a half-finished import, a wrong database) would otherwise
 * replace the library with less of it, with every link still fine.
 */
export const MIN_PAGE_SHARE = 0.95;

/** Why a build of `pages` pages may not replace `lastGood`, or undefined when it may. */
export function pageCountProblem(
  pages: number,
  lastGood: BuildManifest | undefined,
  minShare = MIN_PAGE_SHARE,
): string | undefined {
  if (lastGood === undefined || pages >= lastGood.pages * minShare) return undefined;
  const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
  return `${pages} pages is ${percent(pages / lastGood.pages)} of the last good build's ${lastGood.pages} (build ${lastGood.build}), under the ${percent(minShare)} required`;
}
