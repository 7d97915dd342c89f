/** What counts as the visitor starting to interact: the work starts at once then. */
export const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The longest wait for an idle moment after load. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `start` once the page has loaded, the browser has painted it and is idle, or at the
 * visitor's first interaction if that comes sooner, and only once. Astro's `client:idle` asks for
 * an idle moment as soon as the page is parsed, which can come while the largest image is still
 * downloading; waiting for `load` keeps the code of what every page carries (the player bar, the
 * user menu) off the page's critical path (docs/decisions.md, "The site's runtime": hydrate after the largest paint). The text
 * of a page is often drawn in the frame after `load` (the parser stops at the header's inline
 * scripts and paints what it has first): that frame is waited for too, so nothing is fetched
 * before the page's largest text is drawn (the layout's scripts wait the same way,
 * src/page-scripts/head/deferred-scripts.ts). A hidden page paints no frame: it only waits for an idle
 * moment.
 */
export function afterLoad(start: () => void): void {
  let started = false;
  const run = (): void => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, run, true);
    start();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, run, { capture: true, passive: true });
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 200);
  };
  const afterPaint = (): void => {
    if (document.visibilityState === 'hidden') whenIdle();
    // A frame callback runs just before its frame is painted: the second one comes after the
    // first frame is drawn, and a task it queues after that frame has been painted.
    else
      window.requestAnimationFrame(() => {
        window.requestAnimationFrame(() => {
          setTimeout(whenIdle, 0);
        });
      });
  };
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
