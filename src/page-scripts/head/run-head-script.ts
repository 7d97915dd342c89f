import { activateDeferredScripts } from './deferred-scripts.ts';
import { captureEarlyClicks } from './early-click-capture.ts';
import type { HeadScriptValues } from './head-values.ts';
import { markPendingFlash } from './flash-mark.ts';
import { markLiveBanner, untilNextBannerSpan } from './live-banner-mark.ts';
import { markPlayerQueued } from './player-queued-mark.ts';
import { restoreShellPath } from './shell-path.ts';
import { markSignedIn } from './signed-in-mark.ts';
import { listenToViewToggles, markViewLayout, syncViewToggles } from './view-layout.ts';

/**
 * The one blocking script in every page's `<head>`, run before the first paint (compiled and inlined by
 * src/page-scripts/head-script.ts). Its jobs, one module each:
 *
 * 1. marks `<html>` with the remembered list layout (`data-viewby`) and `data-js`, so CSS can rely on scripts
 *    and the lists are right from the first frame (view-layout.ts);
 * 2. puts a shell route handed over by the 404 page back into the address bar (shell-path.ts);
 * 3. handles the layout toggles' clicks and keeps their `aria-pressed` in step (view-layout.ts);
 * 4. marks a signed-in visitor (signed-in-mark.ts);
 * 5. reserves the live banner's box when the clock falls in one of its spans, and marks the page again when
 *    the next span opens (live-banner-mark.ts);
 * 6. keeps the player bar's box when a queue is saved (player-queued-mark.ts);
 * 7. keeps the clicks on controls whose scripts are not ready yet (early-click-capture.ts);
 * 8. puts the page's module scripts into the page once it has loaded and painted (deferred-scripts.ts).
 *
 * The marks of 4–6, and a flash handed over by the previous page (flash-mark.ts), also wake the layout's
 * islands and the live banner's drawing, which wait for them (src/lib/browser/page-marks.ts). The client router gives `<html>` the next
 * page's attributes, which carry none of the marks: they are set again after each swap, and when another
 * tab signs in or fills the queue.
 */
export function runHeadScript(values: HeadScriptValues, scope: Window & typeof globalThis, page: Document): void {
  let nextBannerSpan: ReturnType<typeof setTimeout> | undefined;
  const markStored = (): void => {
    const html = page.documentElement;
    markSignedIn(html, scope, Date.now());
    markPlayerQueued(html, scope);
  };
  const markPage = (): void => {
    const html = page.documentElement;
    const now = Date.now();
    markViewLayout(html, scope);
    html.setAttribute('data-js', '');
    markStored();
    markPendingFlash(html, scope);
    markLiveBanner(html, values.bannerWindows, now);
    clearTimeout(nextBannerSpan);
    const wait = untilNextBannerSpan(values.bannerWindows, now);
    if (wait !== null) nextBannerSpan = setTimeout(markPage, wait);
  };
  markPage();
  scope.addEventListener('storage', markStored);
  page.addEventListener('astro:after-swap', () => {
    markPage();
    syncViewToggles(page);
  });
  restoreShellPath(values.base, scope.location, scope.history);
  listenToViewToggles(page, scope);
  page.addEventListener('DOMContentLoaded', () => syncViewToggles(page));
  captureEarlyClicks(scope, page);
  activateDeferredScripts(scope, page);
}
