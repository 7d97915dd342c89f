import { classifyMissingRoute } from '#lib/catalog/missing-route.ts';
import { NOT_FOUND, NOT_FOUND_FLASH_MS } from '#lib/catalog/not-found.ts';
import { BASE_PATH, withBase } from '#lib/catalog/routes.ts';
import { storePendingFlash } from '#lib/flash/pending-flash.ts';
import { SHELL_FROM_HASH } from './head/shell-path.ts';
import { onEveryPage } from './page-load.ts';

/**
 * The 404 page in a browser (rules §2 "not found" rules). A shell route (`/magic/…`,
 * `/email-confirm/…`, `/reset-password/…`) reached on a static host without rewrites is
 * handed to its shell page, which puts the real path back (head script). A missing
 * composition, person, concert, feature, collection or live stream names itself, leaves
 * the spec's flash for the next page and goes to its list — replacing the history entry
 * where the spec says so. Coming back to the missing page with the Back button shows it
 * instead of bouncing the visitor forward again.
 */
function cameBack(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}

/** The not-found page already handled: each page the client router swaps in is handled once. */
let handled: Element | null = null;

/** Acts only when the not-found page is the one on screen (the client router may swap it in). */
function handleMissingPage(): void {
  const title = document.querySelector('[data-not-found-title]');
  if (title === null || title === handled) return;
  handled = title;
  const route = classifyMissingRoute(window.location.pathname, BASE_PATH);
  if (route.kind === 'shell') {
    const original = `${window.location.pathname}${window.location.search}`;
    window.location.replace(`${withBase(`/${route.shell}/`)}${SHELL_FROM_HASH}${encodeURIComponent(original)}`);
  } else if (route.kind === 'entity') {
    const rule = NOT_FOUND[route.entity];
    const heading = document.querySelector('[data-not-found-title]');
    if (heading) heading.textContent = rule.title;
    const back = document.querySelector<HTMLAnchorElement>('[data-not-found-list]');
    if (back) back.href = withBase(rule.redirectTo);
    if (!cameBack()) {
      try {
        storePendingFlash(window.sessionStorage, { message: rule.flash, ms: NOT_FOUND_FLASH_MS });
      } catch {
        // Without storage the visitor still reaches the list, only without the message.
      }
      const target = withBase(rule.redirectTo);
      if (rule.replace) window.location.replace(target);
      else window.location.assign(target);
    }
  }
}

// At once, before the page's load event: the browser then treats going on to the list as a redirect that
// replaces the missing page in the history, so Back from the list never lands on it. This script is
// not held back until the page has painted (src/components/DeferredScripts.astro): the page is
// there to send the visitor on. Then again on every page the client router swaps in.
handleMissingPage();
onEveryPage(handleMissingPage);
