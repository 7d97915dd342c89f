import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { KEEP_PRERENDER_BUNDLE_ENV } from '../../src/integrations/prerender-worker-protocol.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { astroBuildEnv } from '../site/build-pipeline.ts';
import type { RenderedGroups, RenderPagesWork } from './render-pages-thread.ts';
import { bareAstro, htmlPages, seedScaleCatalogue, startApi, timed } from './scale-site-support.ts';

/**
 * `npm run bench:render`: what rendering the scale catalogue's pages costs on its own, beside
 * the build that renders them and a bare Astro build of as many trivial pages (issue 16's render
 * aim: the build's render phase at ≥ 50 % of bare Astro's pages/s).
 *
 * It builds the site cold (as `bench:build`'s full build), keeping the prerender bundle Astro
 * renders from (src/integrations/parallel-prerender.ts), then renders every page of it again
 * from that bundle in worker threads, exactly as the build's second render thread does, with
 * nothing written, finished (stylesheets merged, digests, the full-text index) or indexed:
 * - on one thread, route by route, and the layout alone (the not-found page: the header, the
 *   footer, the four islands and the head, around a paragraph) as often as there are pages;
 * - on two threads at once, half the pages each: the least a render phase of these pages can
 *   take on this machine.
 * Each thread first renders, untimed, the first page of every route and 300 more. Results go
 * to bench/results/render.json.
 */
const work = mkdtempSync('/dev/shm/cl-bench-render-');
mkdirSync(resolve('var'), { recursive: true });
const outputs = mkdtempSync(resolve('var/bench-render-'));
const apiBase = 'http://127.0.0.1:8798';
const siteOrigin = 'http://localhost:4321';

/** The address a built page is served at ('composition/x/index.html' → …/composition/x/). */
const pageUrl = (path: string) =>
  `${siteOrigin}${BASE_PATH}/${path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/** The build's settings, as `astro build` had them: the pages read the content store in its cache, in production mode. */
const buildEnv = {
  API_BASE: apiBase,
  SITE_ORIGIN: siteOrigin,
  ASTRO_CACHE_DIR: join(outputs, 'astro-cache'),
};

/** Runs `work` on a thread of its own; resolves once it has warmed up, with what starts its timed part. */
async function startThread(given: RenderPagesWork): Promise<{ go: () => Promise<RenderedGroups> }> {
  const thread = new Worker(new URL('./render-pages-thread.ts', import.meta.url), {
    workerData: given,
    // The young generation of the build's second render thread (parallel-prerender.ts).
    resourceLimits: { maxYoungGenerationSizeMb: 48 },
    env: astroBuildEnv({ ...process.env, ...buildEnv }, join(outputs, 'dist')),
  });
  const failed = new Promise<never>((_, fail) => {
    thread.once('error', fail);
    thread.once('exit', (code) => fail(new Error(`a render thread stopped (exit code ${code})`)));
  });
  await Promise.race([new Promise((ready) => thread.once('message', ready)), failed]);
  return {
    go: async () => {
      const done = new Promise<RenderedGroups>((answer) => thread.once('message', answer));
      thread.postMessage('go');
      const rendered = await Promise.race([done, failed]);
      await thread.terminate();
      return rendered;
    },
  };
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

const scaleFile = join(work, 'scale.json');
const database = join(work, 'scale.sqlite');
seedScaleCatalogue(scaleFile, database);
const api = await startApi(database, apiBase);
const loadBefore = loadavg().map((value) => round(value));
try {
  const out = join(outputs, 'dist');
  const bundle = join(outputs, 'bundle');
  const build = timed(process.execPath, [resolve('scripts/build-site.ts'), out], {
    ...buildEnv,
    [KEEP_PRERENDER_BUNDLE_ENV]: bundle,
  });
  const urls = htmlPages(out).sort().map(pageUrl);
  // A few hundred composition pages for the JIT (each thread also renders each route's first page untimed).
  const warmUp = urls.filter((url) => url.includes('/composition/')).slice(0, 300);
  const setupFile = join(bundle, 'setup.json');
  const layoutUrl = `${siteOrigin}${BASE_PATH}/not-found/composition/`;

  const one = await startThread({
    setupFile,
    warmUp,
    timed: [
      { name: null, urls },
      { name: 'the layout alone (not-found page)', urls: urls.map(() => layoutUrl) },
    ],
  });
  const oneThread = await one.go();

  const halves = [urls.filter((_, i) => i % 2 === 0), urls.filter((_, i) => i % 2 === 1)];
  const threads = await Promise.all(
    halves.map((half) => startThread({ setupFile, warmUp, timed: [{ name: null, urls: half }] })),
  );
  const twoStart = performance.now();
  const twoThreads = await Promise.all(threads.map((thread) => thread.go()));
  const twoSeconds = (performance.now() - twoStart) / 1000;

  const bare = bareAstro(work, urls.length);

  const routes = oneThread.groups.filter((group) => group.name !== 'the layout alone (not-found page)');
  const layout = oneThread.groups.find((group) => group.name === 'the layout alone (not-found page)');
  const oneSeconds = routes.reduce((sum, group) => sum + group.seconds, 0);
  const bareRender = bare.phases.render ?? bare.seconds;
  const buildRender = build.phases.render ?? build.seconds;
  const ms = (seconds: number, pages: number) => round((seconds * 1000) / pages, 3);
  console.log('route                                         pages   ms/page  CPU ms/page  KB/page');
  for (const group of oneThread.groups)
    console.log(
      `${group.name.padEnd(44)} ${String(group.pages).padStart(6)} ${ms(group.seconds, group.pages).toFixed(3).padStart(9)} ${ms(group.cpuSeconds, group.pages).toFixed(3).padStart(12)} ${(group.bytes / group.pages / 1024).toFixed(1).padStart(8)}`,
    );
  console.log(
    [
      `Every page rendered alone: ${oneSeconds.toFixed(1)} s on one thread, ${twoSeconds.toFixed(1)} s on two at once.`,
      `The build's render phase: ${buildRender} s. Bare Astro's: ${bareRender} s (${bare.seconds} s in all).`,
      `Rendering alone on two threads is ${Math.round((100 * bareRender) / twoSeconds)} % of bare Astro's pages/s; the build's render phase ${Math.round((100 * bareRender) / buildRender)} %.`,
    ].join('\n'),
  );
  const results = {
    measured_at: new Date().toISOString(),
    machine: `${cpus().length} cores, node ${process.version}, output on disk`,
    load_average_1_5_15_min: { before: loadBefore, after: loadavg().map((value) => round(value)) },
    catalogue: 'scale: 10,000 compositions, 3,000 people, 1,000 programs, 20,000 performances',
    pages: urls.length,
    build: { ...build, render_share_of_bare_pages_per_second: round(bareRender / buildRender) },
    rendering_alone: {
      one_thread: {
        seconds: round(oneSeconds),
        routes: routes.map((group) => ({
          route: group.name,
          pages: group.pages,
          ms_per_page: ms(group.seconds, group.pages),
          cpu_ms_per_page: ms(group.cpuSeconds, group.pages),
          kb_per_page: round(group.bytes / group.pages / 1024, 1),
        })),
        layout_alone: layout && {
          pages: layout.pages,
          ms_per_page: ms(layout.seconds, layout.pages),
          cpu_ms_per_page: ms(layout.cpuSeconds, layout.pages),
        },
      },
      two_threads: {
        seconds: round(twoSeconds),
        threads: twoThreads.map(({ groups }) =>
          groups.map((group) => ({ ...group, seconds: round(group.seconds), cpuSeconds: round(group.cpuSeconds) })),
        ),
        share_of_bare_pages_per_second: round(bareRender / twoSeconds),
      },
    },
    bare_astro: bare,
    aim: { render_share_of_bare_at_least: 0.5 },
  };
  writeFileSync(resolve('bench/results/render.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  api.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(outputs, { recursive: true, force: true });
}
