/** What counts as the visitor starting to interact: the work starts at once then. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The longest wait for an idle moment after load. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * Runs `start` once the page has loaded and the browser is idle, or at the visitor's first
 * interaction if that comes sooner, and only once. Astro's `client:idle` asks for an idle
 * moment as soon as the page is parsed, which can come while the largest image is still
 * downloading; waiting for `load` keeps the code of what every page carries (the player bar,
 * the user menu) off the page's critical path (DESIGN.md: hydrate after the largest paint).
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
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
