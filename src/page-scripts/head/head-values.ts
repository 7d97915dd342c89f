import type { BannerWindow } from '#live/lib/banner-windows.ts';

/**
 * What the head script is given by the page that inlines it: the compiled code is the same on every page
 * (src/page-scripts/head-script.ts), and these values are the argument it is called with.
 */
export interface HeadScriptValues {
  /** The site's base path, with one trailing slash: a shell path handed over by the 404 page must lie under it. */
  readonly base: string;
  /** The spans of time in which the live banner shows (src/features/live/lib/banner-windows.ts). */
  readonly bannerWindows: readonly BannerWindow[];
}
