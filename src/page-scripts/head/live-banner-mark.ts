import type { BannerWindow } from '#lib/live/banner-windows.ts';

/**
 * Marks `<html data-live-banner>` when `now` falls in one of the banner's spans, so the live banner's box is
 * reserved from the first frame and its island, drawing later, shifts nothing; the banner keeps the mark in
 * step with what it shows (src/islands/live/LiveBanner.tsx).
 */
export function markLiveBanner(
  html: Pick<Element, 'setAttribute'>,
  windows: readonly BannerWindow[],
  now: number,
): void {
  if (windows.some(([from, until]) => now >= from && now < until)) html.setAttribute('data-live-banner', '');
}
