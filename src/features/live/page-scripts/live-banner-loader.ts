import { LIVE_BANNER_MARK } from '#lib/browser/page-marks.ts';
import { whenMarked } from '#lib/browser/when-marked.ts';

/**
 * Loads the live banner's drawing (live-banner.ts) once `<html>` carries the banner's mark: at once when the head
 * script set it before the first paint (the clock falls in a banner's span), else when a span opens while the page
 * is open. A page with no banner to show loads none of its code.
 */
whenMarked(document.documentElement, LIVE_BANNER_MARK, () => {
  void import('./live-banner.ts');
});
