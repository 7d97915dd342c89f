/**
 * Runs a task when the browser is idle (or after `timeoutMs` at the latest), for work that must
 * not compete with a paint or a keystroke, such as preparing the typo fallback's word list.
 * Where `requestIdleCallback` is missing (Safari), a zero-delay timer after the current task
 * stands in. Returns a function that cancels the task if it has not run.
 */
export function runWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
}
