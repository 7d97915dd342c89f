import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { loadPrerenderApp, type BundledRoute } from '../../src/integrations/prerender-app.ts';
import type { WorkerSetup } from '../../src/integrations/prerender-worker-protocol.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';

/**
 * A thread of `npm run bench:render` (bench-render.ts): it loads the prerender bundle a build kept
 * (src/integrations/prerender-app.ts, as the build's second render thread does), renders untimed
 * the first page of each group and its warm-up pages (a route's first page works out the route's
 * getStaticPaths and the build's indexes), says it is ready, and on `go` renders each group of pages in turn, as many at
 * once as the build's second thread does, timing each: wall time and this thread's CPU time.
 * Nothing is written, finished or indexed: this is what rendering alone costs.
 */

/** What the thread is given: pages by their addresses; a timed set without a name is timed route by route. */
export interface RenderPagesWork {
  setupFile: string;
  warmUp: string[];
  timed: { name: string | null; urls: string[] }[];
}

interface PageJob {
  url: string;
  route: string;
  component: string;
}

/** What it answers once done: each group's pages, wall seconds and this thread's CPU seconds. */
export interface RenderedGroups {
  groups: { name: string; pages: number; seconds: number; cpuSeconds: number; bytes: number }[];
}

/** Pages in flight, as on the build's second render thread (parallel-prerender.ts). */
const PAGES_IN_FLIGHT = 6;

const port = parentPort;
if (port === null) throw new Error('render-pages-thread.ts runs as a worker thread.');
const work = workerData as RenderPagesWork;
/** While a page's route is looked for, Astro's report of a route that does not have it is expected, not shown. */
let findingRoutes = false;
const app = await loadPrerenderApp(JSON.parse(readFileSync(work.setupFile, 'utf8')) as WorkerSetup, (line) => {
  if (!(findingRoutes && line.includes('NoMatchingStaticPathFound'))) process.stderr.write(line);
});

/** The bundle's routes whose pattern matches the page at `url` (its path past the base path), in Astro's order. */
function routesMatching(url: string): BundledRoute[] {
  const path = new URL(url).pathname.slice(BASE_PATH.length) || '/';
  const routes = app.routes.filter(({ pattern }) => pattern.test(path));
  if (routes.length === 0) throw new Error(`no route of the prerender bundle renders ${url}`);
  return routes;
}

/**
 * The page at `url` with its route: the one route matching it, or, where several patterns match
 * (`/features/all/page/2/` fits `[viewBy]/[...page]` and `[viewBy]/[subcategory]/[...page]`), the
 * first whose getStaticPaths has the page, found by rendering it (untimed).
 */
async function pageJob(url: string): Promise<PageJob> {
  const routes = routesMatching(url);
  for (const route of routes.slice(0, -1)) {
    findingRoutes = true;
    const rendered = await app
      .render(url, route, false)
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof Error && error.name === 'NoMatchingStaticPathFound') return false;
          throw error;
        },
      )
      .finally(() => {
        findingRoutes = false;
      });
    if (rendered) return { url, route: route.route, component: route.component };
  }
  const last = routes.at(-1) as BundledRoute;
  return { url, route: last.route, component: last.component };
}

/** The timed sets as groups of pages: a named set as it is, the others by route, in the order their routes come. */
async function groupsOf(timed: RenderPagesWork['timed']): Promise<{ name: string; pages: PageJob[] }[]> {
  const jobs = new Map<string, PageJob>();
  const groups = new Map<string, PageJob[]>();
  for (const { name, urls } of timed)
    for (const url of urls) {
      const job = jobs.get(url) ?? (await pageJob(url));
      jobs.set(url, job);
      const key = name ?? job.route;
      const group = groups.get(key) ?? [];
      group.push(job);
      groups.set(key, group);
    }
  return [...groups].map(([name, pages]) => ({ name, pages }));
}

/** Renders `pages`, {@link PAGES_IN_FLIGHT} at once; the bytes they came to. */
async function renderAll(pages: readonly PageJob[]): Promise<number> {
  let next = 0;
  let bytes = 0;
  const lane = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      if (page === undefined) break;
      const { response } = await app.render(page.url, page, true);
      // The not-found page answers 404, as in the build, which writes it all the same.
      if (!response.ok && !(response.status === 404 && page.route === '/404'))
        throw new Error(`${page.url} answered ${response.status}`);
      // Read, then added: `bytes += await …` would add to what `bytes` was before the wait, losing other lanes' pages.
      const body = await response.arrayBuffer();
      bytes += body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: PAGES_IN_FLIGHT }, lane));
  return bytes;
}

const timedGroups = await groupsOf(work.timed);
// Each group's first page (a route's first page works out its getStaticPaths), then the warm-up pages.
const [warmUp] = await groupsOf([{ name: 'warm-up', urls: work.warmUp }]);
await renderAll([...timedGroups.flatMap((group) => group.pages.slice(0, 1)), ...(warmUp?.pages ?? [])]);
port.postMessage({ ready: true });
await new Promise((go) => port.once('message', go));
const groups: RenderedGroups['groups'] = [];
for (const group of timedGroups) {
  const cpu = process.threadCpuUsage();
  const start = performance.now();
  const bytes = await renderAll(group.pages);
  const used = process.threadCpuUsage(cpu);
  groups.push({
    name: group.name,
    pages: group.pages.length,
    seconds: (performance.now() - start) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    bytes,
  });
}
port.postMessage({ groups } satisfies RenderedGroups);
