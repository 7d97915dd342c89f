import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { siteUrl } from '../../tests/e2e/support/e2e-env.ts';
import globalSetup from '../../tests/e2e/support/global-setup.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { PAGE_TYPES } from '../../tests/e2e/support/page-types.ts';
import {
  failingAudits,
  lcpRatio,
  median,
  summarize,
  TABLE_HEADER,
  type PageFigures,
  type RunFigures,
} from './lighthouse-figures.ts';
import { compressFiles } from '../site/precompress-files.ts';
import { floorPathOf, withoutScripts } from './lighthouse-floors.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse (its default mobile preset: a Moto G Power-sized screen,
 * simulated slow 4G and 4× CPU slowdown) over Debian's Chromium on every page type of the demo
 * site, median of three runs each, each beside its floor measured in the same run: the same page
 * with every script removed (scripts/bench/lighthouse-floors.ts), which is what the page costs
 * without islands. A page's runs and its floor's alternate, so both meet the same machine. It
 * starts the demo API and builds the site exactly as the e2e suite does
 * (tests/e2e/support/global-setup.ts). Writes bench/results/lighthouse.json (per page type its
 * figures, `floorLcpMs` and `lcpRatio`, and the audits that cost a category points) and prints the
 * table docs/benchmarks.md keeps.
 *
 * `BENCH_RUNS` changes the number of runs, `BENCH_PAGES` (comma-separated names) measures only
 * some page types, for a quick look while working; the committed figures use neither.
 * `BENCH_CPU_SLOWDOWN` replaces the preset's 4× CPU slowdown: a faster machine stands in for a slower
 * one (6× on a machine of CPU benchmark index 2,700 is about 4× on one of 1,800), so a change's effect on
 * the main thread can be compared on the machine at hand. The figures record the multiplier.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUTPUT = join(ROOT, 'bench/results/lighthouse.json');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const ONLY = process.env['BENCH_PAGES']?.split(',').map((name) => name.trim());
const CPU_SLOWDOWN = cpuSlowdown(process.env['BENCH_CPU_SLOWDOWN']);

/** The CPU slowdown asked for, or the preset's (4×) when none is. */
function cpuSlowdown(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 4;
  const multiplier = Number(setting);
  if (!Number.isFinite(multiplier) || multiplier < 1)
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number of at least 1, not '${setting}'.`);
  return multiplier;
}

/**
 * Writes a page's floor: the built page with every script but JSON-LD data taken out, with the
 * `.br` and `.gz` copies the build gives every page, so the floor travels as compressed as the page.
 */
function writeFloorPage(siteRoot: string, source: string, floor: string): void {
  const html = readFileSync(join(siteRoot, source, 'index.html'), 'utf8');
  const file = join(siteRoot, floor, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, withoutScripts(html));
  compressFiles({ files: [file], cacheFolder: undefined });
}

/** One run's figures and the audits that cost a category points. */
interface Run extends RunFigures {
  readonly failing: Record<string, string[]>;
}

async function runOnce(url: string): Promise<Run> {
  const { executablePath, args } = chromiumLaunchOptions();
  // A fresh browser per run: an empty cache, like a first visit.
  const chrome = await chromeLauncher.launch({ chromePath: executablePath, chromeFlags: args });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
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
      benchmarkIndex: lhr.environment.benchmarkIndex,
      failing: failingAudits(lhr),
    };
  } finally {
    chrome.kill();
  }
}

/** The audits any of the runs failed, by category. */
function failingInAny(runs: readonly Run[]): Record<string, string[]> {
  const union: Record<string, Set<string>> = {};
  for (const run of runs) {
    for (const [category, ids] of Object.entries(run.failing))
      for (const id of ids) (union[category] ??= new Set()).add(id);
  }
  return Object.fromEntries(Object.entries(union).map(([category, ids]) => [category, [...ids].sort()]));
}

const figuresOf = (runs: readonly Run[]): RunFigures[] => runs.map(({ failing: _failing, ...figures }) => figures);

/** A page type's runs and its floor's, alternating, then the medians and the LCP ratio. */
async function measure(path: string, floorPath: string) {
  const runs: Run[] = [];
  const floorRuns: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await runOnce(siteUrl(path)));
    floorRuns.push(await runOnce(siteUrl(floorPath)));
  }
  const page = median(runs);
  const floor = median(floorRuns);
  const figures: PageFigures = { ...page, floorLcpMs: floor.lcpMs, lcpRatio: lcpRatio(page.lcpMs, floor.lcpMs) };
  return {
    path,
    ...figures,
    failingAudits: failingInAny(runs),
    runs: figuresOf(runs),
    floor: { path: floorPath, ...floor, failingAudits: failingInAny(floorRuns), runs: figuresOf(floorRuns) },
  };
}

const loadAtStart = loadavg();
const teardown = await globalSetup();
try {
  const root = process.env['E2E_SITE_ROOT'];
  if (!root) throw new Error('The global setup did not say where the built site is (E2E_SITE_ROOT).');
  const types = Object.entries(PAGE_TYPES).filter(([name]) => ONLY === undefined || ONLY.includes(name));
  const pages: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  console.log(TABLE_HEADER);
  for (const [name, path] of types) {
    const floorPath = floorPathOf(name);
    writeFloorPage(root, path, floorPath);
    const measured = await measure(path, floorPath);
    pages[name] = measured;
    console.log(summarize(name, measured));
  }
  for (const [name, { failingAudits: failing }] of Object.entries(pages)) {
    for (const [category, ids] of Object.entries(failing))
      console.log(`${name}: ${category} loses points on ${ids.join(', ')}`);
  }
  const result = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      cpus: cpus().length,
      loadAtStart,
      loadAtEnd: loadavg(),
      benchmarkIndex: median(Object.values(pages).flatMap(({ runs }) => runs)).benchmarkIndex,
    },
    method: `Lighthouse ${lighthouseVersion()} mobile preset (simulated throttling, ${CPU_SLOWDOWN}× CPU slowdown), Debian Chromium, median of ${RUNS} runs, fresh browser per run; each page beside its floor (the same page with its scripts removed, runs alternating); lcpRatio = lcpMs / floorLcpMs`,
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
