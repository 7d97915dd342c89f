import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { bareAstro, htmlPages, seedScaleCatalogue, startApi, timed, type Timed } from './scale-site-support.ts';
import { median } from './median.ts';

/**
 * `npm run bench:render`: what rendering the scale catalogue's pages costs, beside a bare Astro
 * build of as many trivial pages, in the same run. The site is built cold `BENCH_RUNS` times (3
 * unless told) and so is the bare project, alternately, so both meet the same load; the medians
 * of the render phase (Astro's "generating static routes" step), the whole build and the peak
 * memory are compared, with the output's pages and bytes per route. Results go to
 * bench/results/render.json.
 */
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number above 0, not '${runs}'.`);

const work = mkdtempSync('/dev/shm/cl-bench-render-');
mkdirSync(resolve('var'), { recursive: true });
const outputs = mkdtempSync(resolve('var/bench-render-'));
const apiBase = 'http://127.0.0.1:8798';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
/** The middle value (of an even count, the upper middle one). */

/** A built page's route: its first folder, or the page itself at the top ('composition/x/index.html' → 'composition'). */
const routeOf = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : path);

/** Pages and kilobytes per page of each route of a built site. */
function routeSizes(dir: string): { route: string; pages: number; kb_per_page: number }[] {
  const routes = new Map<string, { pages: number; bytes: number }>();
  for (const path of htmlPages(dir)) {
    const route = routes.get(routeOf(path)) ?? { pages: 0, bytes: 0 };
    route.pages += 1;
    route.bytes += statSync(join(dir, path)).size;
    routes.set(routeOf(path), route);
  }
  return [...routes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, { pages, bytes }]) => ({ route, pages, kb_per_page: round(bytes / pages / 1024, 1) }));
}

/** The medians of a series of builds. */
function medians(builds: Timed[]) {
  return {
    runs: builds.length,
    seconds: round(median(builds.map((build) => build.seconds))),
    render_seconds: round(median(builds.map((build) => build.phases.render ?? build.seconds))),
    peak_rss_mb: median(builds.map((build) => build.peak_rss_mb)),
    each: builds,
  };
}

const scaleFile = join(work, 'scale.json');
const database = join(work, 'scale.sqlite');
seedScaleCatalogue(scaleFile, database);
const api = await startApi(database, apiBase);
const loadBefore = loadavg().map((value) => round(value));
try {
  const site: Timed[] = [];
  const bare: Timed[] = [];
  let pages = 0;
  let sizes: ReturnType<typeof routeSizes> = [];
  for (let run = 0; run < runs; run++) {
    // Cold each time: its own output and build cache.
    const out = join(outputs, `dist-${run}`);
    site.push(
      timed(process.execPath, [resolve('scripts/build-site.ts'), out], {
        API_BASE: apiBase,
        SITE_ORIGIN: 'http://localhost:4321',
        ASTRO_CACHE_DIR: join(outputs, `astro-cache-${run}`),
      }),
    );
    pages = htmlPages(out).length;
    sizes = routeSizes(out);
    rmSync(out, { recursive: true, force: true });
    bare.push(bareAstro(join(work, `bare-${run}`), pages));
    console.log(`Run ${run + 1} of ${runs}: site ${site.at(-1)?.seconds} s, bare Astro ${bare.at(-1)?.seconds} s.`);
  }
  const siteMedians = medians(site);
  const bareMedians = medians(bare);
  const share = round(bareMedians.render_seconds / siteMedians.render_seconds);
  console.log(
    [
      `The site's render phase: ${siteMedians.render_seconds} s (median of ${runs}), ${siteMedians.seconds} s in all, ${siteMedians.peak_rss_mb} MB at most.`,
      `Bare Astro's: ${bareMedians.render_seconds} s, ${bareMedians.seconds} s in all. The site renders at ${Math.round(share * 100)} % of bare Astro's pages/s.`,
    ].join('\n'),
  );
  const results = {
    measured_at: new Date().toISOString(),
    machine: `${cpus().length} cores, node ${process.version}, output on disk`,
    load_average_1_5_15_min: { before: loadBefore, after: loadavg().map((value) => round(value)) },
    catalogue: 'scale: 10,000 compositions, 3,000 people, 1,000 programs, 20,000 performances',
    pages,
    build: { ...siteMedians, render_share_of_bare_pages_per_second: share },
    routes: sizes,
    bare_astro: bareMedians,
    aim: { render_share_of_bare_at_least: 0.5 },
  };
  writeFileSync(resolve('bench/results/render.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  api.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(outputs, { recursive: true, force: true });
}
