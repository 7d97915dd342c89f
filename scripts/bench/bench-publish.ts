import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import {
  PublishSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type Publish,
  type PublishPhase,
} from '#lib/studio/contract.ts';
import { createSiteServer } from '../site/static-site-server.ts';
import { seedScaleCatalogue, timed } from './scale-site-support.ts';
import { sqliteDatabase } from './studio/bench-database.ts';
import { benchEditorToken } from './studio/bench-editor.ts';
import { startApi, stopApi } from './surge/api-instance.ts';

/**
 * `npm run bench:publish [-- --work DIR]`: publishing from the studio at the scale catalogue
 * (10,000 compositions, 3,000 people, 1,000 programs). The API runs with publishing to a folder
 * served by the bundled static server, the site first built into it as `npm start` builds it;
 * then, through the studio API as the studio calls it, (1) one composition's program note is
 * changed and published, (2) a new concert with five performances is made and published. For each:
 * the seconds from the click on Publish to each phase the studio shows, to the API switched, and
 * to the changed page served with the change. Aims on a 2-core machine: one changed record live
 * within 30 s, a new concert within 60 s. Its folders are under var/ (or --work, which must be on
 * the project's file system, as a publish's target is).
 */

const { values: options } = parseArgs({ options: { work: { type: 'string' } }, strict: true });
const PORT = 8767;
const origin = `http://127.0.0.1:${PORT}`;
const AIMS_S = { record: 30, concert: 60 };

async function call(token: string, method: string, path: string, body?: unknown, version?: string): Promise<unknown> {
  const answer = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(version === undefined ? {} : { 'if-match': version }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** What one measured publish came to: seconds from the click to each moment. */
interface Timeline {
  readonly name: string;
  readonly aimS: number;
  readonly moments: [string, number][];
  readonly entry: Publish;
}

/**
 * Clicks Publish (POST), then asks for the entry every 100 ms, noting when each phase is first
 * seen and when it is done; then fetches `page` until it holds `expect`.
 */
async function measure(token: string, name: string, aimS: number, page: string, expect: string): Promise<Timeline> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const queued = PublishSchema.parse(await call(token, 'POST', STUDIO_PATHS.publishes, {}));
  const moments: [string, number][] = [];
  const seen = new Set<PublishPhase>();
  let entry = queued;
  while (entry.state === 'queued' || entry.state === 'running') {
    await sleep(100);
    entry = PublishSchema.parse(await call(token, 'GET', STUDIO_PATHS.publish(queued.id)));
    if (entry.phase !== null && !seen.has(entry.phase)) {
      seen.add(entry.phase);
      moments.push([`phase: ${entry.phase}`, seconds()]);
    }
  }
  if (entry.state === 'failed') throw new Error(`${name}: the publish failed: ${entry.reason ?? ''}`);
  moments.push(['done (API switched)', seconds()]);
  for (;;) {
    const text = await fetch(`${siteOrigin}${BASE_PATH}${page}`).then((r) => (r.ok ? r.text() : ''));
    if (text.includes(expect)) break;
    await sleep(100);
  }
  moments.push([`page served: ${page}`, seconds()]);
  return { name, aimS, moments, entry };
}

function report(timeline: Timeline): string {
  const rows = timeline.moments.map(([moment, at]) => `| ${moment} | ${at.toFixed(1)} |`);
  const total = timeline.moments.at(-1)?.[1] ?? 0;
  const verdict = total <= timeline.aimS ? '✓' : '✗';
  return [
    `### ${timeline.name}: ${total.toFixed(1)} s (aim ${timeline.aimS} s) ${verdict}`,
    `${timeline.entry.pages ?? '?'} pages, build ${timeline.entry.build_id ?? 'unchanged'}`,
    '',
    '| moment | s from the click |',
    '|---|---|',
    ...rows,
  ].join('\n');
}

// Inside the project: Astro moves the build's stylesheets into the output by renaming them, which
// fails from the project's file system to another (a tmpfs), as `npm run build` would.
mkdirSync(resolve('var'), { recursive: true });
const work = mkdtempSync(join(options.work ?? resolve('var'), 'bench-publish-'));
const database = sqliteDatabase(work);
const target = join(work, 'site');
const server = createSiteServer({ root: target, base: BASE_PATH });
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const siteOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const cache = join(work, 'astro-cache');
const siteEnv = join(work, 'site.env');
writeFileSync(siteEnv, `SITE_ORIGIN="${siteOrigin}"\nPUBLIC_API_BASE="${origin}"\nASTRO_CACHE_DIR="${cache}"\n`);
const loadAtStart = loadavg()[0] ?? 0;
const timelines: Timeline[] = [];
const figures = { firstBuildS: 0 };
try {
  seedScaleCatalogue(join(work, 'scale-catalog.json'), database.url);
  const apiEnv = {
    DATABASE_URL: database.url,
    DEMO: 'false',
    API_ORIGIN: origin,
    SITE_ORIGIN: siteOrigin,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
    PUBLISH_TARGET: target,
    PUBLISH_SITE_ENV: siteEnv,
    PUBLISH_WORK_DIR: join(work, 'publish'),
    ASTRO_CACHE_DIR: cache,
  };
  const token = await benchEditorToken(apiEnv);
  const api = await startApi('publish', PORT, apiEnv);
  try {
    // The site as `npm start` builds it, into the folder publishing replaces.
    const first = timed(process.execPath, ['scripts/build-site.ts', target], {
      API_BASE: origin,
      SITE_ORIGIN: siteOrigin,
      PUBLIC_API_BASE: origin,
      ASTRO_CACHE_DIR: cache,
    });
    figures.firstBuildS = first.seconds;

    // (1) One changed program note.
    const list = (await call(token, 'GET', `${STUDIO_PATHS.records('compositions')}?per_page=1&page=500`)) as {
      items: { key: string }[];
    };
    const key = list.items[0]?.key ?? '';
    const record = StudioRecordSchema.parse(await call(token, 'GET', STUDIO_PATHS.record('compositions', key)));
    const word = `benchnote${randomBytes(3).toString('hex')}`;
    const note = { text: `<p>A new note: ${word}.</p>`, credit: 'Bench' };
    await call(
      token,
      'PUT',
      STUDIO_PATHS.record('compositions', key),
      { fields: { ...record.fields, program_note: note } },
      record.version,
    );
    timelines.push(await measure(token, 'One changed program note', AIMS_S.record, `/composition/${key}/`, word));

    // (2) A new concert with five performances of works already in the library.
    const works = (await call(token, 'GET', `${STUDIO_PATHS.records('compositions')}?per_page=5&page=700`)) as {
      items: { key: string }[];
    };
    const concert = `bench-concert-${randomBytes(3).toString('hex')}`;
    await call(token, 'POST', STUDIO_PATHS.records('programs'), {
      fields: {
        identifier: concert,
        title: `Bench Concert ${concert.slice(-6)}`,
        start_date_time: '2026-12-04T19:30:00-06:00',
        end_date_time: '2026-12-04T21:30:00-06:00',
      },
    });
    for (const work of works.items)
      await call(token, 'POST', STUDIO_PATHS.records('performances'), {
        fields: { composition: work.key, program: concert },
      });
    timelines.push(
      await measure(
        token,
        'A new concert with 5 performances',
        AIMS_S.concert,
        `/concert/${concert}/`,
        concert.slice(-6),
      ),
    );
  } finally {
    await stopApi(api);
  }
} finally {
  server.close();
  rmSync(work, { recursive: true, force: true });
}

console.log(`bench:publish on ${cpus().length} cores (load ${loadAtStart.toFixed(2)} at start), work on ${work}`);
console.log(`First build of the scale site (as npm start builds it): ${figures.firstBuildS.toFixed(1)} s\n`);
for (const timeline of timelines) console.log(`${report(timeline)}\n`);
