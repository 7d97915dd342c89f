/** What an Astro client directive's `load()` resolves to: the island's hydration. */
export type Hydrate = () => Promise<void> | void;

/** Gives the main thread back to the browser once: input and painting may run before the next hydration. */
export type YieldToMain = () => Promise<void>;

/**
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * macrotask via `setTimeout(0)`.
 */
export const yieldToMain: YieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Hydrates islands one at a time, yielding to the main thread before each, while their code
 * loads in parallel. Every page hydrates its after-load islands (user menu, flash messages,
 * live banner, player bar) in the same idle moment; run back to back, their module evaluation and first
 * renders made one long task on a slow phone (total blocking time; docs/performance.md). Split, each stays
 * a task of its own, and a click in between is handled at once.
 */
export function createHydrationQueue(yieldNow: YieldToMain = yieldToMain) {
  let last: Promise<void> = Promise.resolve();
  return function queueHydration(loading: Promise<Hydrate>): Promise<void> {
    last = last.then(async () => {
      const hydrate = await loading;
      await yieldNow();
      await hydrate();
    });
    // One island failing to load or hydrate must not keep the next ones from hydrating.
    last = last.catch((error: unknown) => {
      console.error(error);
    });
    return last;
  };
}

/** The page's one queue, which every after-load island joins (src/islands/after-load-directive.ts). */
export const queueHydration = createHydrationQueue();
