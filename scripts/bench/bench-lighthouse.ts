import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { siteUrl } from '../../tests/e2e/support/e2e-env.ts';
import globalSetup from '../../tests/e2e/support/global-setup.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { PAGE_TYPES } from '../../tests/e2e/support/page-types.ts';
import { median, summarize, type RunFigures } from './lighthouse-figures.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile preset: a Moto G Power-sized screen,
 * simulated slow 4G and 4× CPU slowdown) over Debian's Chromium on every page type of the demo
 * site, median of three runs each, beside a floor measured in the same run: the composition page
 * with every script removed, which is what the page costs without islands. It starts the demo API
 * and builds the site exactly as the e2e suite does (tests/e2e/support/global-setup.ts). Writes
 * bench/results/lighthouse.json and prints the README's table.
 *
 * `BENCH_RUNS` changes the number of runs, `BENCH_PAGES` (comma-separated names) measures only
 * some page types, for a quick look while working; the committed figures use neither.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUTPUT = join(ROOT, 'bench/results/lighthouse.json');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const ONLY = process.env['BENCH_PAGES']?.split(',').map((name) => name.trim());

/** The page whose scripts-removed copy is the floor, and where that copy is served. */
const FLOOR_SOURCE = '/composition/beethoven-symphony-3';
const FLOOR_PATH = '/bench-floor-without-scripts';

/** Writes the floor page: the built page with every script but JSON-LD data taken out. */
function writeFloorPage(siteRoot: string): void {
  const html = readFileSync(join(siteRoot, FLOOR_SOURCE, 'index.html'), 'utf8');
  const stripped = html.replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
  mkdirSync(join(siteRoot, FLOOR_PATH), { recursive: true });
  writeFileSync(join(siteRoot, FLOOR_PATH, 'index.html'), stripped);
}

async function runOnce(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
  };
}

/** Median of the runs of one page, in a fresh browser per run (an empty cache, like a first visit). */
async function measure(path: string): Promise<RunFigures & { runs: RunFigures[] }> {
  const runs: RunFigures[] = [];
  const { executablePath, args } = chromiumLaunchOptions();
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: args });
    try {
      runs.push(await runOnce(siteUrl(path), chrome.port));
    } finally {
      chrome.kill();
    }
  }
  return { ...median(runs), runs };
}

const loadAtStart = loadavg();
const teardown = await globalSetup();
try {
  const root = process.env['E2E_SITE_ROOT'];
  if (!root) throw new Error('The global setup did not say where the built site is (E2E_SITE_ROOT).');
  writeFloorPage(root);
  const pages: Record<string, RunFigures & { path: string; runs: RunFigures[] }> = {};
  const types = Object.entries(PAGE_TYPES).filter(([name]) => ONLY === undefined || ONLY.includes(name));
  for (const [name, path] of [...types, ['floor: composition without scripts', FLOOR_PATH] as const]) {
    pages[name] = { path, ...(await measure(path)) };
    console.log(summarize(name, pages[name]));
  }
  const result = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: loadavg() },
    method: `Lighthouse ${lighthouseVersion()} mobile preset (simulated throttling), Debian Chromium, median of ${RUNS} runs, fresh browser per run; floor: ${FLOOR_SOURCE} with its scripts removed`,
    pages,
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${OUTPUT}`);
} finally {
  await teardown();
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}
