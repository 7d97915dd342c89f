import { activateDeferredScripts } from './deferred-scripts.ts';
import { captureEarlyClicks } from './early-click-capture.ts';
import type { HeadScriptValues } from './head-values.ts';
import { markLiveBanner } from './live-banner-mark.ts';
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
 * 5. reserves the live banner's box when the clock falls in one of its spans (live-banner-mark.ts);
 * 6. keeps the player bar's box when a queue is saved (player-queued-mark.ts);
 * 7. keeps the clicks on controls whose scripts are not ready yet (early-click-capture.ts);
 * 8. puts the page's module scripts into the page once it has loaded and painted (deferred-scripts.ts).
 *
 * The client router gives `<html>` the next page's attributes, which carry none of the marks: they are set
 * again after each swap.
 */
export function runHeadScript(values: HeadScriptValues, scope: Window & typeof globalThis, page: Document): void {
  const markPage = (): void => {
    const html = page.documentElement;
    const now = Date.now();
    markViewLayout(html, scope);
    html.setAttribute('data-js', '');
    markSignedIn(html, scope, now);
    markLiveBanner(html, values.bannerWindows, now);
    markPlayerQueued(html, scope);
  };
  markPage();
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
