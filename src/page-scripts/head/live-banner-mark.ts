import { LIVE_BANNER_MARK } from '#lib/browser/page-marks.ts';
import type { BannerWindow } from '#live/lib/banner-windows.ts';

/**
 * Marks `<html data-live-banner>` when `now` falls in one of the banner's spans, so the live banner's box is
 * reserved from the first frame and the banner, drawn later, shifts nothing; the banner's drawing keeps the mark
 * in step with what it shows (src/features/live/page-scripts/live-banner.ts).
 */
export function markLiveBanner(
  html: Pick<Element, 'setAttribute'>,
  windows: readonly BannerWindow[],
  now: number,
): void {
  if (windows.some(([from, until]) => now >= from && now < until)) html.setAttribute(LIVE_BANNER_MARK, '');
}

/** The longest wait a browser's timer keeps (about 24.8 days); a later span is found on a later visit. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * How long from `now` until the next of the banner's spans opens, or null when none opens within a
 * timer's reach. A page left open (a concert's own page the evening before) is marked when a span
 * opens, so the banner's drawing, which waits for the mark, loads and shows it then.
 */
export function untilNextBannerSpan(windows: readonly BannerWindow[], now: number): number | null {
  const waits = windows.map(([from]) => from - now).filter((wait) => wait > 0 && wait <= LONGEST_TIMER_MS);
  return waits.length === 0 ? null : Math.min(...waits);
}
