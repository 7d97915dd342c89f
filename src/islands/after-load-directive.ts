import type { ClientDirective } from 'astro';
import { afterLoad } from '#lib/browser/after-load.ts';
import { queueHydration } from '#lib/browser/hydration-queue.ts';

/**
 * `client:after-load`: hydrates an island once the page has loaded and the browser is idle,
 * or at the visitor's first interaction if that comes sooner (`afterLoad`), so React's
 * runtime stays off the page's critical path. The islands every page carries (user menu,
 * flash messages, live banner, player bar) use it. Registered by an integration in astro.config.mjs
 * (`addClientDirective`). The islands' code loads in parallel, but they hydrate one per task,
 * yielding between them (`queueHydration`), so no long task blocks the visitor's first input.
 */
const afterLoadDirective: ClientDirective = (load) => {
  afterLoad(() => {
    void queueHydration(load());
  });
};

export default afterLoadDirective;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event when idle, or at the first interaction (src/lib/browser/after-load.ts). */
    'client:after-load'?: boolean;
  }
}
