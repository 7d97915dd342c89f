import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { stripTypeScriptTypes } from 'node:module';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import sirv from 'sirv';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { median } from './median.ts';

/**
 * `npx node scripts/bench/bench-full-text-search.ts KEPT [--shards 1,4,8,16] [--runs 3]`: what
 * a full-text search costs in Chromium per shard count, through the search page's own client
 * (src/features/search/lib/full-text-search.ts, served with its types stripped). KEPT is the folder
 * `bench-full-text-index.ts --keep` wrote (`pagefind-{count}/`, e.g. of the scale build). For
 * each count and query, a fresh browser context (nothing cached) opens a blank page of the
 * server, loads the client and searches: the time until the results and the first twenty
 * results' data are in, the requests and bytes under `/pagefind/`, then a second query's time on
 * the same page. Median of the runs; the first ten results of each query, to compare the ranking
 * over shards with one index's. Prints JSON.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { shards: { type: 'string', default: '1,4,8,16' }, runs: { type: 'string', default: '3' } },
});
const ROOT = resolve(import.meta.dirname, '../..');
const kept = resolve(positionals[0] ?? 'var/full-text-indexes');
const counts = values.shards.split(',').map(Number);
const runs = Number(values.runs);
const QUERIES = ['concerto', 'aalto', 'string quartet', 'qqxzvw'];
const SECOND_QUERY = 'sonata';

/** A server of a blank page, the library's modules under /src/ (types stripped) and the index of `count` shards under /pagefind/. */
function serverFor(count: number): Server {
  const index = sirv(join(kept, `pagefind-${count}`), { dev: true, etag: true });
  return createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><html lang="en"><body></body></html>');
    } else if (path.startsWith('/src/lib/') && path.endsWith('.ts') && existsSync(join(ROOT, path))) {
      const code = stripTypeScriptTypes(readFileSync(join(ROOT, path), 'utf8'));
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
    } else if (path.startsWith('/pagefind/')) {
      request.url = path.slice('/pagefind'.length);
      index(request, response, () => {
        response.writeHead(404).end();
      });
    } else response.writeHead(404).end();
  });
}

interface Measured {
  ms: number;
  second_ms: number;
  requests: number;
  kb: number;
  total: number;
  top: string[];
}

async function measure(browser: Browser, origin: string, query: string): Promise<Measured> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let requests = 0;
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/pagefind/')) return;
    requests += 1;
    sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  await page.goto(`${origin}/`);
  const found = await page.evaluate(
    async ({ query, second, clientUrl }) => {
      const client = (await import(clientUrl)) as {
        createFullTextSearch: (
          base: string,
          importer: (url: string) => Promise<unknown>,
        ) => { search(query: string): Promise<{ total: number; hits: { url: string }[] }> };
      };
      const started = performance.now();
      const search = client.createFullTextSearch('/', (url) => import(url));
      const results = await search.search(query);
      const searched = performance.now();
      await search.search(second);
      return {
        ms: searched - started,
        second_ms: performance.now() - searched,
        total: results.total,
        top: results.hits.slice(0, 10).map((hit) => hit.url),
      };
    },
    { query, second: SECOND_QUERY, clientUrl: '/src/features/search/lib/full-text-search.ts' },
  );
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { ...found, requests, kb: Math.round(bytes / 1024) };
}

const results: Record<string, unknown> = {
  measured_at: new Date().toISOString(),
  machine: `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1)} at the start, Chromium, loopback`,
  index: kept,
};
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const count of counts) {
    const server = serverFor(count);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const perQuery: Record<string, unknown> = {};
    try {
      for (const query of QUERIES) {
        const measured: Measured[] = [];
        for (let run = 0; run < runs; run++) measured.push(await measure(browser, origin, query));
        perQuery[query] = {
          first_search_ms: Math.round(median(measured.map((m) => m.ms))),
          pagefind_requests: median(measured.map((m) => m.requests)),
          pagefind_kb: median(measured.map((m) => m.kb)),
          then_second_query_ms: Math.round(median(measured.map((m) => m.second_ms))),
          total: measured[0]?.total,
          top: measured[0]?.top,
        };
      }
    } finally {
      await new Promise<void>((closed) => server.close(() => closed()));
    }
    results[`shards_${count}`] = perQuery;
    console.error(count, JSON.stringify(perQuery));
  }
  console.log(JSON.stringify(results, null, 2));
} finally {
  await browser.close();
}
