import { AsyncLocalStorage } from 'node:async_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { installRenderScope, renderForPrerender } from 'astro/app';
import { buildValidUntil, fixBuildMoment } from './build-validity-channel.ts';
import { rememberDigests } from './digest-memo.ts';
import { markSecondRenderThread } from './render-thread-channel.ts';
import type { WorkerFailed, WorkerRender, WorkerRendered, WorkerSetup } from './prerender-worker-protocol.ts';

/**
 * The second render thread of `astro build` (parallel-prerender.ts): it loads the prerender bundle
 * Astro's own prerenderer loaded, tells its app the few build facts a page's head reads, and
 * answers each page it is sent with the page's bytes and Astro's incremental metadata, rendered
 * as Astro's prerenderer renders it (`renderForPrerender`, in a render scope of this thread's own).
 */
interface BundledApp {
  manifest: { routes: { routeData: { route: string; component: string } }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
}

interface LogEvent {
  level: string;
  label: string | null;
  message: string;
}

const setup = workerData as WorkerSetup;
const port = parentPort;
if (port === null) throw new Error('prerender-worker.ts runs as a worker thread.');

// As on the main thread (digest-memo.ts): the CSP's digests of the same few head scripts and styles.
rememberDigests(globalThis.crypto.subtle);
// The pages show the main thread's instant, not this thread's start.
fixBuildMoment(new Date(setup.moment));
installRenderScope(new AsyncLocalStorage());
// Its pages' getStaticPaths work out no cache keys: only the main thread reads them (src/data/page-cache-key.ts).
markSecondRenderThread();

const { app } = (await import(setup.entryUrl)) as { app: BundledApp };
app.setInternals({
  pagesByKeys: new Map(setup.pageStyles.map(([key, styles]) => [key, { styles }])),
  entrySpecifierToBundleMap: new Map(setup.entryBundles),
});
app.setOptions({
  settings: { scripts: setup.scripts },
  // The main thread logs each page; what a page's rendering logs here goes to stderr, as Astro words it.
  logger: {
    options: {
      destination: {
        write: ({ level, label, message }: LogEvent) => {
          process.stderr.write(`[${level}]${label === null ? '' : ` [${label}]`} ${message}\n`);
          return true;
        },
      },
    },
  },
});

const routes = new Map(
  app.manifest.routes.map(({ routeData }) => [`${routeData.route}\u0000${routeData.component}`, routeData]),
);

async function render(job: WorkerRender): Promise<WorkerRendered> {
  const routeData = routes.get(`${job.route}\u0000${job.component}`);
  if (routeData === undefined) throw new Error(`no route ${job.route} (${job.component}) in the prerender bundle`);
  const { response, metadata } = await renderForPrerender(app as never, new Request(job.url), {
    routeData: routeData as never,
    collectMetadata: job.collectMetadata,
  });
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
