/** The longest wait for an idle moment: a busy page still gets the work done this much later. */
const IDLE_TIMEOUT_MS = 2000;

/** The part of the browser's window the wait uses: `requestIdleCallback` where the runtime has it. */
interface IdleScope {
  readonly requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => unknown;
}

/**
 * Resolves when the browser is next idle (at most `IDLE_TIMEOUT_MS` later), or after a macrotask
 * where the runtime has no `requestIdleCallback` (Node in tests). Work that the page can do later
 * waits for it, so it runs in a task of its own once what the visitor sees has been drawn.
 */
export function whenIdle(scope: IdleScope = globalThis): Promise<void> {
  return new Promise((resolve) => {
    if (typeof scope.requestIdleCallback === 'function')
      scope.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}
