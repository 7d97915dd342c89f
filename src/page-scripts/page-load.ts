/**
 * The client router's `astro:page-load`, for scripts that load after the first page has loaded.
 * The router fires the event on the window's `load` and after every page change. The layout's
 * scripts, the router among them, load only once the page has loaded and painted
 * (src/page-scripts/head/deferred-scripts.ts), so after `load`: the layout then announces the
 * first page itself (`announceFirstPage`), once, and a script that loads later still runs for the
 * page it finds.
 */

const PAGE_LOAD = 'astro:page-load';

/** Whether the first page's `astro:page-load` has been fired, by the router or by the layout. */
let firstPageLoaded = false;
document.addEventListener(
  PAGE_LOAD,
  () => {
    firstPageLoaded = true;
  },
  { once: true },
);

/**
 * Runs `setUp` for every page the visitor sees: the one already loaded, if any, and each one the
 * client router swaps in. With the router, page changes swap the body without reloading scripts,
 * so what a script binds to the page's elements is bound again on every page.
 */
export function onEveryPage(setUp: () => void): void {
  document.addEventListener(PAGE_LOAD, setUp);
  if (firstPageLoaded) setUp();
}

/**
 * Fires the first page's `astro:page-load` when the router came after the window's `load` (it
 * listens for `load` to fire it, so it would not), and does nothing otherwise. Called once the
 * router and the layout's scripts have run.
 */
export function announceFirstPage(): void {
  if (!firstPageLoaded && document.readyState === 'complete') document.dispatchEvent(new Event(PAGE_LOAD));
}
