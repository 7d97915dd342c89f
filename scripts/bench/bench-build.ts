import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { phaseTable } from './build-phases.ts';
import { bareAstro, htmlPages, importCatalogue, seedScaleCatalogue, startApi, timed } from './scale-site-support.ts';
import { largestHtmlPage, PAGE_BYTES_LIMIT } from '../site/largest-page.ts';
import { fullTextSearchOf } from '../../tests/support/full-text-in-node.ts';
import { retiredOutputs } from '../site/publish-output.ts';

/**
 * `npm run bench:build`: the site built from the scale catalogue (10,000 compositions, 3,000
 * people, 1,000 programs, 20,000 performances) — a cold full build (pull, Astro, search index,
 * Pagefind), a no-change rebuild (which finds the published site current and keeps it), the same
 * forced to build (as once what the pages show of the time has passed), and a rebuild after one
 * composition's program note changed — next to a bare Astro build of as many trivial pages, in
 * the same run. Results go to bench/results/build.json.
 *
 * The builds write under var/ on the project's own disk, their content store and build cache
 * too, as a real build does (node_modules/.astro): Astro moves assets from the project's .astro/
 * into the output with a rename, which cannot cross into tmpfs. The catalogue database and the
 * bare project live on tmpfs. Before each measurement the replaced site, which the build script
 * deletes in the background, is waited for, so no measurement pays for another's deletion.
 */
const work = mkdtempSync('/dev/shm/cl-bench-build-');
mkdirSync(resolve('var'), { recursive: true });
const outputs = mkdtempSync(resolve('var/bench-build-'));
const port = 8797;
const apiBase = `http://127.0.0.1:${port}`;

/** Waits until the outputs that `out`'s builds replaced are deleted. */
async function retiredDeleted(out: string): Promise<void> {
  for (let i = 0; i < 1200 && retiredOutputs(out).length > 0; i++) await sleep(100);
  if (retiredOutputs(out).length > 0) throw new Error(`The replaced site beside ${out} was not deleted.`);
}

/** A word in no page of the scale catalogue. */
const NEW_NOTE_WORD = 'zyzzogeton';

interface ScaleComposition {
  identifier: string;
  title: string;
  program_note?: { text: string; credit: string } | null;
}

/**
 * Gives the scale catalogue's 5,000th composition a program note holding {@link NEW_NOTE_WORD},
 * imports it, and waits for the API to answer with it (it re-reads the catalogue version once a second).
 */
async function changeOneProgramNote(): Promise<ScaleComposition> {
  const catalogue = JSON.parse(readFileSync(scaleFile, 'utf8')) as { compositions: ScaleComposition[] };
  const work = catalogue.compositions[5000];
  if (work === undefined) throw new Error('The scale catalogue has fewer than 5,001 compositions.');
  work.program_note = { text: `<p>A new note: the ${NEW_NOTE_WORD} of the finale.</p>`, credit: '' };
  writeFileSync(scaleFile, JSON.stringify(catalogue));
  importCatalogue(scaleFile, database);
  for (let i = 0; i < 100; i++) {
    const answer = await fetch(`${apiBase}/api/2/compositions/${work.identifier}/?format=json`).then((r) => r.text());
    if (answer.includes(NEW_NOTE_WORD)) return work;
    await sleep(200);
  }
  throw new Error(`The API does not answer ${work.identifier}'s new note.`);
}

/** Whether the built site's page for `work` holds its new note and the full-text search finds it there. */
async function noteFound(out: string, work: ScaleComposition): Promise<boolean> {
  const page = readFileSync(join(out, 'composition', work.identifier, 'index.html'), 'utf8');
  const search = await fullTextSearchOf(out);
  try {
    const { hits } = await search.search(NEW_NOTE_WORD);
    return page.includes(NEW_NOTE_WORD) && hits.some((hit) => hit.title.includes(work.title));
  } finally {
    await search.close();
  }
}

const scaleFile = join(work, 'scale.json');
const database = join(work, 'scale.sqlite');

seedScaleCatalogue(scaleFile, database);
const api = await startApi(database, apiBase);
// The machine may be shared: its load beside the figures says how far they can be compared.
const loadBefore = loadavg().map((value) => Number(value.toFixed(2)));
try {
  // A cold build: a content store and incremental-build cache of its own, empty at first.
  const out = join(outputs, 'dist');
  const env = {
    API_BASE: apiBase,
    SITE_ORIGIN: 'http://localhost:4321',
    ASTRO_CACHE_DIR: join(outputs, 'astro-cache'),
  };
  const full = timed(process.execPath, [resolve('scripts/build-site.ts'), out], env);
  const pages = htmlPages(out).length;
  // The largest page, raw: every page is bounded at 300 KB (scripts/site/largest-page.ts), whatever the catalogue holds.
  const largest = largestHtmlPage(out);
  console.log(`Largest page: ${largest?.path ?? 'none'}, ${largest?.bytes ?? 0} bytes (bound ${PAGE_BYTES_LIMIT})`);
  const rebuild = timed(process.execPath, [resolve('scripts/build-site.ts'), out], env);
  await retiredDeleted(out);
  const forced = timed(process.execPath, [resolve('scripts/build-site.ts'), out, '--force'], env);
  await retiredDeleted(out);
  // One composition's program note changed on the host, then a rebuild: its page, its composer's and the
  // lists naming it render again, the rest is restored, and the full-text search finds the new note.
  const changed = await changeOneProgramNote();
  const oneChange = timed(process.execPath, [resolve('scripts/build-site.ts'), out], env);
  await retiredDeleted(out);
  const found = await noteFound(out, changed);
  console.log(`One-record change: ${changed.identifier}'s new note ${found ? 'is' : 'is NOT'} found by the search.`);
  const bare = bareAstro(work, pages);
  console.log(
    phaseTable({
      'full build': full.phases,
      'no-change rebuild': rebuild.phases,
      forced: forced.phases,
      'one-record change': oneChange.phases,
      'bare Astro': bare.phases,
    }),
  );
  const results = {
    measured_at: new Date().toISOString(),
    machine: `${cpus().length} cores, node ${process.version}, output on disk`,
    load_average_1_5_15_min: { before: loadBefore, after: loadavg().map((value) => Number(value.toFixed(2))) },
    catalogue: 'scale: 10,000 compositions, 3,000 people, 1,000 programs, 20,000 performances',
    pages,
    largest_page: { path: largest?.path ?? null, bytes: largest?.bytes ?? 0, bound_bytes: PAGE_BYTES_LIMIT },
    full_build: { ...full, pages_per_second: Math.round(pages / full.seconds) },
    no_change_rebuild: { ...rebuild, share_of_full: Number((rebuild.seconds / full.seconds).toFixed(2)) },
    no_change_rebuild_forced: { ...forced, share_of_full: Number((forced.seconds / full.seconds).toFixed(2)) },
    one_record_change: {
      ...oneChange,
      record: `composition ${changed.identifier}: program note`,
      new_note_found_by_full_text_search: found,
    },
    bare_astro: { ...bare, pages_per_second: Math.round(pages / bare.seconds) },
    full_vs_bare_pages_per_second: Number((bare.seconds / full.seconds).toFixed(2)),
    // The render aim: the full build's render phase against the bare build's, pages/s.
    render_vs_bare_pages_per_second:
      full.phases.render === null || bare.phases.render === null
        ? null
        : Number((bare.phases.render / full.phases.render).toFixed(2)),
    aims: {
      share_of_bare_at_least: 0.5,
      render_share_of_bare_at_least: 0.5,
      rebuild_share_at_most: 0.25,
      full_build_seconds_at_most: 60,
      no_change_rebuild_seconds_at_most: 10,
      one_record_change_seconds_at_most: 15,
      peak_rss_mb_at_most: 1536,
    },
  };
  console.log(JSON.stringify(results, null, 2));
  writeFileSync(resolve('bench/results/build.json'), `${JSON.stringify(results, null, 2)}\n`);
  // A page past the bound fails the bench: the build tests bound the list pages at 1,000 works, but only the
  // scale catalogue shows every page type at its largest (the live-stream list once went past the bound there).
  if (largest !== undefined && largest.bytes > PAGE_BYTES_LIMIT) {
    console.error(`${largest.path} is ${largest.bytes} bytes, past the bound of ${PAGE_BYTES_LIMIT} bytes.`);
    process.exitCode = 1;
  }
  if (!rebuild.kept_published_site) {
    console.error('The no-change rebuild built the site again instead of keeping the published one.');
    process.exitCode = 1;
  }
  if (!found) {
    console.error(`After the one-record change, the full-text search does not find ${changed.identifier}'s new note.`);
    process.exitCode = 1;
  }
} finally {
  api.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  rmSync(outputs, { recursive: true, force: true });
}
