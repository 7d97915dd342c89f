import type { ClientDirective } from 'astro';
import { afterLoad } from '#lib/browser/after-load.ts';
import { queueHydration } from '#lib/browser/hydration-queue.ts';
import { AWAITS_MARK_ATTRIBUTE } from '#lib/browser/page-marks.ts';
import { whenMarked } from '#lib/browser/when-marked.ts';

/**
 * `client:after-load`: hydrates an island once the page has loaded and the browser is idle,
 * or at the visitor's first interaction if that comes sooner (`afterLoad`), so React's
 * runtime stays off the page's critical path. The islands every page carries (user menu,
 * flash messages, live banner, player bar) use it. Registered by an integration in astro.config.mjs
 * (`addClientDirective`). The islands' code loads in parallel, but they hydrate one per task,
 * yielding between them (`queueHydration`), so no long task blocks the visitor's first input.
 *
 * `client:after-load="<mark>"` names a mark on `<html>` (src/lib/browser/page-marks.ts): the island
 * hydrates as above when the page carries it from the start, at once when it is set later, and never
 * without it, so an island with nothing to draw (no session, no queue, no flash, no banner) loads none
 * of its code and costs the main thread nothing. What it renders on the server stands meanwhile (the
 * user menu's 'Sign in' link works without it).
 */
const afterLoadDirective: ClientDirective = (load, options, island) => {
  const hydrate = (): void =>
    afterLoad(() => {
      void queueHydration(load());
    });
  const mark = options.value;
  if (typeof mark !== 'string' || mark === '' || document.documentElement.hasAttribute(mark)) {
    hydrate();
    return;
  }
  island.setAttribute(AWAITS_MARK_ATTRIBUTE, mark);
  // A mark that comes later answers something the visitor did (a flash, a first queued item, a sign-in)
  // or a banner span opening: the island is wanted now, not at the next idle moment, and a flash's time
  // is already running.
  whenMarked(document.documentElement, mark, () => {
    island.removeAttribute(AWAITS_MARK_ATTRIBUTE);
    void queueHydration(load());
  });
};

export default afterLoadDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate after the page's load event when idle, or at the first interaction (src/lib/browser/after-load.ts);
     * given a mark's name, only once `<html>` carries that mark (src/lib/browser/page-marks.ts).
     */
    'client:after-load'?: boolean | string;
  }
}
