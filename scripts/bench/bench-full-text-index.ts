import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as pagefind from 'pagefind';
import { htmlFiles, readIndexedPages } from '#search/integrations/full-text-pages.ts';
import { PAGEFIND_FOLDER, writeOrReuseFullTextIndex } from '#search/integrations/pagefind.ts';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '#search/lib/full-text-exclusions.ts';

/**
 * `npx node scripts/bench/bench-full-text-index.ts SITE [--shards 1,4,8,16] [--whole]`: the
 * full-text index of a built site (e.g. the scale build's `dist/`), timed per shard count:
 * reading and cutting the pages, a cold index (no cache), and a rebuild after one composition
 * page's program note changed (the kept shards reused). `--whole` also times Pagefind reading
 * the whole site itself (`addDirectory`, as the build did before shards). `--keep DIR` moves
 * each shard count's last index to `DIR/pagefind-{count}` (for bench-full-text-search.ts). The site is copied
 * (hard links) beside it under var/; the original is never touched. Prints JSON.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    shards: { type: 'string', default: '1,4,8,16' },
    whole: { type: 'boolean', default: false },
    keep: { type: 'string' },
  },
});
const source = realpathSync(resolve(positionals[0] ?? 'dist'));
const counts = values.shards.split(',').map(Number);
const work = mkdtempSync(resolve('var/bench-full-text-'));

const seconds = (from: number) => Number(((performance.now() - from) / 1000).toFixed(2));

/** Clock ticks per second in /proc/{pid}/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds of this process and of Pagefind's service (a child, sampled from /proc every
 * 100 ms while `run` runs, since it is killed rather than waited for): wall times on a machine
 * shared with other builds swing, CPU times much less.
 */
async function withCpu<T>(
  run: () => Promise<T>,
): Promise<{ result: T; seconds: number; node_cpu: number; pagefind_cpu: number }> {
  const service = new Map<string, number>();
  // A service that ended before (killed, not yet reaped) still shows its CPU: only new ones count.
  const before = new Set<string>();
  const sample = () => {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[1]) !== process.pid || !stat.includes('(pagefind') || before.has(pid)) continue;
        service.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
      } catch {
        // The process ended between listing and reading.
      }
    }
  };
  sample();
  for (const pid of service.keys()) before.add(pid);
  service.clear();
  const sampler = setInterval(sample, 100);
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const result = await run();
    const used = process.cpuUsage(cpu);
    return {
      result,
      seconds: seconds(started),
      node_cpu: Number(((used.user + used.system) / 1e6).toFixed(1)),
      pagefind_cpu: Number([...service.values()].reduce((sum, value) => sum + value, 0).toFixed(1)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A copy of the site's HTML pages (links), without its index or compressed copies. */
function htmlCopy(): string {
  const copy = mkdtempSync(join(work, 'site-'));
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !path.includes(`/${PAGEFIND_FOLDER}`) && !/\.(br|gz)$/.test(path),
  });
  return copy;
}

/**
 * Rewrites one composition page as a new program note would (the scale catalogue has none): a
 * paragraph after its header, inside the indexed content. A new file, so the links' other ends
 * stay as they were.
 */
function changeOneNote(site: string, words: string): string {
  const folder = readdirSync(join(site, 'composition')).sort()[0] ?? '';
  const file = join(site, 'composition', folder, 'index.html');
  const html = readFileSync(file, 'utf8');
  const header = html.indexOf('</header>', html.indexOf('data-pagefind-body'));
  if (header < 0) throw new Error(`${file} has no indexed header.`);
  const at = header + '</header>'.length;
  writeFileSync(`${file}.next`, `${html.slice(0, at)}<section><p>${words}</p></section>${html.slice(at)}`);
  renameSync(`${file}.next`, file);
  return `composition/${folder}`;
}

async function whole(site: string): Promise<void> {
  const { index } = await pagefind.createIndex({ excludeSelectors: [...FULL_TEXT_EXCLUDED_SELECTORS] });
  if (index === undefined) throw new Error('Pagefind did not start.');
  await index.addDirectory({ path: site });
  await index.writeFiles({ outputPath: join(site, PAGEFIND_FOLDER) });
  await pagefind.close();
}

const results: Record<string, unknown> = {
  measured_at: new Date().toISOString(),
  machine: `${cpus().length} cores, node ${process.version}, load average ${loadavg()[0]?.toFixed(1)} at the start`,
  site: source,
};
try {
  const site = htmlCopy();
  const started = performance.now();
  const pages = await readIndexedPages(site, await htmlFiles(site, PAGEFIND_FOLDER));
  results['read_and_cut'] = {
    seconds: seconds(started),
    pages: pages.length,
    mean_bytes_given: Math.round(pages.reduce((sum, page) => sum + page.html.length, 0) / pages.length),
  };
  if (values.whole) {
    const { result: _, ...timed } = await withCpu(() => whole(site));
    results['whole_pages_by_pagefind'] = timed;
    console.error(JSON.stringify(timed));
  }
  for (const count of counts) {
    rmSync(join(site, PAGEFIND_FOLDER), { recursive: true, force: true });
    const cache = join(work, `cache-${count}`);
    const index = () => withCpu(() => writeOrReuseFullTextIndex(site, cache, { shardCount: count }));
    const { result: cold, ...coldTimes } = await index();
    const { result: same, ...sameTimes } = await index();
    const changed = changeOneNote(site, `A new program note, revision ${count}.`);
    const { result: one, ...oneTimes } = await index();
    results[`shards_${count}`] = {
      cold: { ...coldTimes, pages: cold.pages, shards: cold.shards },
      no_change: { ...sameTimes, indexed_shards: same.indexedShards },
      one_note_changed: { page: changed, ...oneTimes, pages: one.pages, indexed_shards: one.indexedShards },
    };
    console.error(JSON.stringify(results[`shards_${count}`]));
    if (values.keep !== undefined) {
      mkdirSync(values.keep, { recursive: true });
      rmSync(join(values.keep, `pagefind-${count}`), { recursive: true, force: true });
      renameSync(join(site, PAGEFIND_FOLDER), join(values.keep, `pagefind-${count}`));
    }
  }
  console.log(JSON.stringify(results, null, 2));
} finally {
  if (existsSync(work)) rmSync(work, { recursive: true, force: true });
}
