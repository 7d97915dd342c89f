/**
 * Whether the code running is the build's second render thread (prerender-worker.ts), told to
 * the pages on the global object under a registered symbol, as the build's other channels are
 * (build-validity-channel.ts): the thread loads the same prerender bundle as the main thread.
 */
const SECOND_RENDER_THREAD = Symbol.for('concert-library:second-render-thread');

const channel = globalThis as Record<symbol, boolean | undefined>;

/** Marks this thread as the second render thread, before it loads the prerender bundle. */
export function markSecondRenderThread(): void {
  channel[SECOND_RENDER_THREAD] = true;
}

/** Whether this thread is the second render thread. */
export function onSecondRenderThread(): boolean {
  return channel[SECOND_RENDER_THREAD] === true;
}
