import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { stripTypeScriptTypes } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { loadSnapshot } from '../../server/src/catalog/load-snapshot.ts';
import { combinedAnswer } from '../../server/src/catalog/read-combined.ts';
import { readContext } from '../../server/src/catalog/read-context.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { scaleCatalog } from '../../server/seed/scale-catalog.ts';
import type { Combined } from '#lib/api/combined.ts';
import { buildSearchIndexDocument, serializeSearchIndex } from '#search/lib/build-search-index.ts';
import { prepareFuzzyFallback } from '#search/lib/fuzzy-fallback.ts';
import { loadSearchIndex, type SearchIndex } from '#search/lib/search-index.ts';
import { search } from '#search/lib/search.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { timeEach } from './search/time-each.ts';
import { median } from './median.ts';

/**
 * `npm run bench:search` (`node scripts/bench/bench-search.ts [--api <origin>] [--site <url>]`):
 * the search modal's costs over the scale catalogue's index, written to bench/results/search.json.
 *
 * - The catalogue: server/seed/scale-catalog.ts's `scaleCatalog()` (10,000 compositions, 3,000
 *   people, 1,000 programs), imported into an in-memory SQLite database and read back as the
 *   API's `/combined/` answer, so the index is built from exactly what a build would receive.
 *   With `--api`, the `/combined/` of a running content API is used instead.
 * - Index size: its JSON, gzip at level 6 (a web server's usual) and 9.
 * - Per-keystroke latency: every query below typed one character at a time from its third, three
 *   rounds; p50/p95/max of `search()` in Node, in Chromium, and in Chromium with the CPU slowed
 *   4× (a mid-range phone). The same source runs in both: the browser loads the library's
 *   modules with their types stripped.
 * - Time to first results after the modal opens, in Chromium: fetching the gzip index over
 *   loopback, loading it, and the first search (median of five, cache bypassed). With `--site`
 *   (a served build of the site), also the whole modal: '/' pressed, then three characters typed,
 *   until the first result is drawn (React and the modal's code included).
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUTPUT = join(ROOT, 'bench/results/search.json');
const AIM = { p95Ms: 5, indexGzipBytes: 300 * 1024 };
const FIXED_QUERIES = [
  'symphony no 5',
  'beethoven',
  'Beethovn',
  'Tchaikovksy',
  'op 27 no 2',
  'op27#2',
  'bwv 1048',
  'K. 550',
  'hob xvi 52',
  'dvorak',
  'janacek',
  'saint-saens',
  'concerto in c minor',
  'serenade',
  'adès',
  'mozrat',
  'strauss op 12',
  'c# minor',
  'xyzzy',
  'Shostakovich',
];

type Timings = { keystrokes: number; p50Ms: number; p95Ms: number; maxMs: number };

/** What the bench page puts on `window.bench`. */
interface BenchApi {
  loadSearchIndex: (document: unknown) => unknown;
  prepareFuzzyFallback: (index: unknown) => void;
  search: (index: unknown, input: string) => unknown;
  timeEach: typeof timeEach;
}

async function scaleCombined(): Promise<Combined> {
  const db = openDatabase(':memory:');
  await migrate(db);
  await importCatalog(db, scaleCatalog());
  const answer = combinedAnswer(readContext(await loadSnapshot(db)));
  await db.close();
  return answer;
}

async function catalogue(api: string | undefined): Promise<Combined> {
  if (api === undefined) return scaleCombined();
  const response = await fetch(`${api.replace(/\/+$/, '')}/api/2/combined/?format=json`);
  if (!response.ok) throw new Error(`GET /api/2/combined/ answered ${response.status}`);
  return (await response.json()) as Combined;
}

/** The fixed queries and, so that most keystrokes find something, names and titles sampled from the catalogue. */
function queriesOf(combined: Combined): string[] {
  const every = <T>(list: readonly T[], step: number) => list.filter((_, at) => at % step === 0);
  const names = every(combined.people, 300).map((person) => person.last_name);
  const titles = every(combined.compositions, 1000).map((work) => work.title.split(' ').slice(0, 3).join(' '));
  return [...FIXED_QUERIES, ...names, ...titles];
}

/** Each query as typed, one character at a time from the third. */
function keystrokes(queries: readonly string[]): string[] {
  return queries.flatMap((query) =>
    Array.from({ length: Math.max(0, query.length - 2) }, (_, at) => query.slice(0, at + 3)),
  );
}

function summary(times: readonly number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return { keystrokes: times.length, p50Ms: round(at(0.5)), p95Ms: round(at(0.95)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** The median to a tenth of a millisecond. */
const medianMs = (values: readonly number[]): number => Math.round(median(values) * 10) / 10;

function measureNode(json: string, inputs: readonly string[]) {
  const loadStart = performance.now();
  const index: SearchIndex = loadSearchIndex(json);
  const loadMs = performance.now() - loadStart;
  const fuzzyStart = performance.now();
  prepareFuzzyFallback(index);
  const fuzzyPrepareMs = performance.now() - fuzzyStart;
  return {
    loadMs: Math.round(loadMs),
    fuzzyPrepareMs: Math.round(fuzzyPrepareMs),
    ...summary(timeEach((input) => search(index, input), inputs)),
  };
}

/** The modules the bench page imports: the library's, the timing loop and fuse.js. */
const SERVED_MODULE =
  /^\/(src\/lib\/.+\.ts|scripts\/bench\/search\/time-each\.ts|node_modules\/fuse\.js\/dist\/fuse\.basic\.mjs)$/;

/** Serves a bench page, the library's modules and the timing loop (types stripped), fuse.js and the gzip index. */
function benchServer(gzipIndex: Buffer): Server {
  const page = `<!doctype html><script type="importmap">{"imports":{"fuse.js/basic":"/node_modules/fuse.js/dist/fuse.basic.mjs"}}</script>
<script type="module">
import { loadSearchIndex } from '/src/features/search/lib/search-index.ts';
import { prepareFuzzyFallback } from '/src/features/search/lib/fuzzy-fallback.ts';
import { search } from '/src/features/search/lib/search.ts';
import { timeEach } from '/scripts/bench/search/time-each.ts';
window.bench = { loadSearchIndex, prepareFuzzyFallback, search, timeEach };
</script>`;
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === '/') return void response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (path === '/search-index.json') {
      return void response
        .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'cache-control': 'no-store' })
        .end(gzipIndex);
    }
    const file = join(ROOT, path);
    if (!file.startsWith(ROOT) || !SERVED_MODULE.test(path)) {
      return void response.writeHead(404).end();
    }
    const source = readFileSync(file, 'utf8');
    const code = path.endsWith('.ts') ? stripTypeScriptTypes(source) : source;
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  });
}

async function measureInPage(page: Page, inputs: readonly string[], firstQuery: string) {
  return page.evaluate(
    async ({ inputs, firstQuery }) => {
      const { bench } = window as unknown as { bench: BenchApi };
      const { loadSearchIndex, prepareFuzzyFallback, search, timeEach } = bench;
      const firstResults: Array<{ totalMs: number; fetchMs: number; loadMs: number; searchMs: number }> = [];
      let index: unknown = null;
      for (let run = 0; run < 5; run += 1) {
        const start = performance.now();
        const document: unknown = await (await fetch('/search-index.json', { cache: 'no-store' })).json();
        const fetched = performance.now();
        index = loadSearchIndex(document);
        const loaded = performance.now();
        search(index, firstQuery);
        const done = performance.now();
        firstResults.push({
          totalMs: done - start,
          fetchMs: fetched - start,
          loadMs: loaded - fetched,
          searchMs: done - loaded,
        });
      }
      const fuzzyStart = performance.now();
      prepareFuzzyFallback(index);
      const fuzzyPrepareMs = performance.now() - fuzzyStart;
      return { firstResults, fuzzyPrepareMs, times: timeEach((input) => search(index, input), inputs) };
    },
    { inputs, firstQuery },
  );
}

async function measureChromium(gzipIndex: Buffer, inputs: readonly string[], firstQuery: string, throttle: number) {
  const server = benchServer(gzipIndex);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => 'bench' in window);
    const { firstResults, fuzzyPrepareMs, times } = await measureInPage(page, inputs, firstQuery);
    const pick = (key: keyof (typeof firstResults)[number]) => medianMs(firstResults.map((run) => run[key]));
    const firstResultsMs = {
      total: pick('totalMs'),
      fetchAndParse: pick('fetchMs'),
      load: pick('loadMs'),
      firstSearch: pick('searchMs'),
    };
    return {
      chromium: browser.version(),
      cpuThrottle: throttle,
      timeToFirstResultsMs: firstResultsMs,
      fuzzyPrepareMs: Math.round(fuzzyPrepareMs),
      ...summary(times),
    };
  } finally {
    await browser.close();
    await new Promise<void>((done) => server.close(() => done()));
  }
}

/** The real modal on a served site: '/' pressed, three characters typed, until the first result shows. */
async function measureSiteModal(site: string, firstQuery: string) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const runs: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const page = await browser.newPage();
      await page.goto(`${site.replace(/\/+$/, '')}/`);
      const start = await page.evaluate(() => performance.now());
      await page.keyboard.press('/');
      await page.getByRole('combobox').pressSequentially(firstQuery);
      await page.getByRole('option').first().waitFor();
      runs.push((await page.evaluate(() => performance.now())) - start);
      await page.close();
    }
    return { site, catalogue: 'the served site’s own', query: firstQuery, runs: runs.length, medianMs: medianMs(runs) };
  } finally {
    await browser.close();
  }
}

// The load averages tell how far other work on a shared machine may have skewed the figures.
const load = () => loadavg().map((average) => Math.round(average * 10) / 10);
const loadAtStart = load();
const started = performance.now();
/** `--api ORIGIN` reads a running API's catalogue instead of the scale one; `--site DIR` (see below). */
const { values: options } = parseArgs({ options: { api: { type: 'string' }, site: { type: 'string' } } });
const combined = await catalogue(options.api);
const json = serializeSearchIndex(buildSearchIndexDocument(combined));
const gzip9 = gzipSync(json, { level: 9 });
const inputs = keystrokes(queriesOf(combined));
// The first three letters of the commonest form: many rows match, the worst usual first keystroke.
const firstQuery = 'sym';
const node = measureNode(json, inputs);
const browser = await measureChromium(gzip9, inputs, firstQuery, 1);
const slowPhone = await measureChromium(gzip9, inputs, firstQuery, 4);
const site = options.site;
const result = {
  date: new Date().toISOString(),
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    loadAtStart,
    loadAtEnd: load(),
  },
  catalogue: {
    source: options.api ?? 'scaleCatalog() via an in-memory SQLite import and the /combined/ answer',
    compositions: combined.compositions.length,
    people: combined.people.length,
    listedPrograms: combined.programs.filter((program) => !program.unlisted).length,
  },
  index: {
    jsonBytes: Buffer.byteLength(json),
    gzip6Bytes: gzipSync(json, { level: 6 }).length,
    gzip9Bytes: gzip9.length,
  },
  queries: { distinct: queriesOf(combined).length, keystrokesPerRound: inputs.length, rounds: 3 },
  node,
  chromium: browser,
  chromiumSlowPhone: slowPhone,
  siteModal: site === undefined ? null : await measureSiteModal(site, firstQuery),
  aim: {
    ...AIM,
    p95Met: Math.max(node.p95Ms, browser.p95Ms) <= AIM.p95Ms,
    indexSizeMet: gzip9.length <= AIM.indexGzipBytes,
  },
};
mkdirSync(dirname(OUTPUT), { recursive: true });
writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
console.log(`Wrote ${OUTPUT} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
