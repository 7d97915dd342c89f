import type { ClientDirective } from 'astro';

/** What counts as the visitor starting to interact: the bar hydrates at once then. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/** The longest wait for an idle moment after load. */
const IDLE_TIMEOUT_MS = 4000;

/**
 * `client:after-load`: hydrates an island once the page has loaded and the browser is
 * idle, or at the visitor's first interaction if that comes sooner. Astro's `client:idle`
 * asks for an idle moment as soon as the page is parsed, which can come while the largest
 * image is still downloading; waiting for `load` keeps React's ≈66 KB off the page's
 * critical path (DESIGN.md: hydrate after the largest paint). Registered by an
 * integration in astro.config.mjs (`addClientDirective`).
 */
const afterLoad: ClientDirective = (load) => {
  let started = false;
  const hydrate = async (): Promise<void> => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
    await (await load())();
  };
  const onInteraction = (): void => void hydrate();
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  const whenIdle = (): void => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => void hydrate(), 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event when idle, or at the first interaction (after-load-directive.ts). */
    'client:after-load'?: boolean;
  }
}
