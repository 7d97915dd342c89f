import { parentPort, workerData } from 'node:worker_threads';
import { buildValidUntil } from './build-validity-channel.ts';
import { loadPrerenderApp } from './prerender-app.ts';
import { markSecondRenderThread } from './render-thread-channel.ts';
import type { WorkerFailed, WorkerRender, WorkerRendered, WorkerSetup } from './prerender-worker-protocol.ts';

/**
 * The second render thread of `astro build` (parallel-prerender.ts): it loads the prerender bundle
 * Astro's own prerenderer loaded (prerender-app.ts), and answers each page it is sent with the
 * page's bytes and Astro's incremental metadata, rendered as Astro's prerenderer renders it.
 */

const setup = workerData as WorkerSetup;
const port = parentPort;
if (port === null) throw new Error('prerender-worker.ts runs as a worker thread.');

// Its pages' getStaticPaths work out no cache keys: only the main thread reads them (src/data/page-cache-key.ts).
markSecondRenderThread();
const app = await loadPrerenderApp(setup);

async function render(job: WorkerRender): Promise<WorkerRendered> {
  const { response, metadata } = await app.render(job.url, job, job.collectMetadata);
  return {
    id: job.id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body === null ? null : await response.arrayBuffer(),
    metadata,
    validUntil: buildValidUntil()?.getTime() ?? null,
  };
}

/** Tells the main thread that the page of `id` failed, and why. */
function failed(id: number, error: unknown): void {
  const message: WorkerFailed = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  port?.postMessage(message);
}

// A page whose answer cannot be sent (postMessage throws) fails that page, not the thread.
port.on('message', (job: WorkerRender) => {
  render(job)
    .then((page) => port.postMessage(page, page.body === null ? [] : [page.body]))
    .catch((error: unknown) => failed(job.id, error));
});
port.postMessage({ ready: true });
