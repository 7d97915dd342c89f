import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RecordPageSchema, STUDIO_PATHS, StudioRecordSchema, type StudioRecord } from '#lib/studio/contract.ts';
import { seedScaleCatalogue } from './scale-site-support.ts';
import { postgresDatabase, sqliteDatabase } from './studio/bench-database.ts';
import { benchEditorToken } from './studio/bench-editor.ts';
import { phaseTable, timedPhase, type PhaseFigures, type PhaseRequest } from './studio/timed-phase.ts';
import { startApi, stopApi } from './surge/api-instance.ts';

/**
 * `npm run bench:studio [-- --postgres] [--cpu-prof DIR] [--phases REGEX]`: answer times of the studio's
 * catalogue routes over the scale catalogue (10,000 compositions, 3,000 people, 1,000 programs),
 * measured from this process against the real API in a child process on loopback: lists, searches,
 * opening a record, saving one and creating one. Per phase ROUNDS (default 300) requests after
 * WARM_UP (30), one at a time and then CONCURRENCY (4) at once; p50, p95 and max, against the aim
 * (p95 ≤ 50 ms for reads, ≤ 100 ms for writes). SQLite by default; `--postgres` runs on a database
 * of its own on the server tests' PostgreSQL; `--cpu-prof DIR` writes the API's CPU profile there;
 * `--phases REGEX` measures only the phases whose names match.
 * Results go to bench/results/studio.json (bench/results/studio-postgres.json with `--postgres`).
 */
const env = process.env;
const ROUNDS = Number(env['ROUNDS'] ?? 300);
const WARM_UP = Number(env['WARM_UP'] ?? 30);
const CONCURRENCY = Number(env['CONCURRENCY'] ?? 4);
const AIM = { readP95Ms: 50, writeP95Ms: 100 };
const PORT = 8766;
const origin = `http://127.0.0.1:${PORT}`;

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    phases: { type: 'string' },
  },
});
const round = (value: number) => Math.round(value * 10) / 10;
const load = () => loadavg().map(round);

/** Sends a studio request as the bench's editor; throws unless it answers `status`; answers the body. */
async function call(
  token: string,
  status: number,
  method: string,
  path: string,
  send: { body?: unknown; version?: string } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (send.version !== undefined) headers['if-match'] = send.version;
  if (send.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    ...(send.body === undefined ? {} : { body: JSON.stringify(send.body) }),
  });
  const text = await response.text();
  if (response.status !== status) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** The measured phases: what each sends, and its aim. */
async function phases(token: string): Promise<{ name: string; aimP95Ms: number; request: PhaseRequest }[]> {
  const compositions = STUDIO_PATHS.records('compositions');
  const keyPage = async (page: number) =>
    RecordPageSchema.parse(await call(token, 200, 'GET', `${compositions}?per_page=100&page=${page}`)).items.map(
      (item) => item.key,
    );
  // Opened in turn, so the answers are not one record's; the saves edit others, one per worker.
  const opened = [...(await keyPage(1)), ...(await keyPage(2)), ...(await keyPage(3))];
  const open = (key: string) =>
    call(token, 200, 'GET', STUDIO_PATHS.record('compositions', key)).then((body) => StudioRecordSchema.parse(body));
  const edited: StudioRecord[] = await Promise.all((await keyPage(4)).slice(0, CONCURRENCY).map(open));
  const get = (path: string) => () => call(token, 200, 'GET', path);
  const search = (q: string) => ({
    name: `search compositions "${q}"`,
    aimP95Ms: AIM.readP95Ms,
    request: get(`${compositions}?q=${encodeURIComponent(q)}`),
  });
  return [
    { name: 'list compositions, page 1 by title', aimP95Ms: AIM.readP95Ms, request: get(`${compositions}?sort=title`) },
    {
      name: 'list people, page 20',
      aimP95Ms: AIM.readP95Ms,
      request: get(`${STUDIO_PATHS.records('people')}?page=20`),
    },
    // A composer's name written without its accent (Horváth), an opus number, a three-letter prefix.
    search('horvath'),
    search('op. 27'),
    search('sym'),
    {
      name: 'open a composition',
      aimP95Ms: AIM.readP95Ms,
      request: (at) => open(opened[at % opened.length] ?? ''),
    },
    {
      name: 'save a composition (PUT, new title)',
      aimP95Ms: AIM.writeP95Ms,
      request: async (at, worker) => {
        const record = edited[worker];
        if (record === undefined) throw new Error(`No record for worker ${worker}.`);
        const fields = { ...record.fields, title: `Bench title ${at}` };
        const path = STUDIO_PATHS.record('compositions', record.key);
        const saved = await call(token, 200, 'PUT', path, { body: { fields }, version: record.version });
        edited[worker] = StudioRecordSchema.parse(saved);
      },
    },
    {
      name: 'create a person (POST)',
      aimP95Ms: AIM.writeP95Ms,
      request: async (at, worker) => {
        const fields = { first_name: 'Bench', last_name: `Person ${worker} ${at} ${randomBytes(3).toString('hex')}` };
        await call(token, 201, 'POST', STUDIO_PATHS.records('people'), { body: { fields } });
      },
    },
  ];
}

const loadAtStart = load();
const work = mkdtempSync(join(tmpdir(), 'cl-bench-studio-'));
const database = options.postgres ? await postgresDatabase() : sqliteDatabase(work);
const results: PhaseFigures[] = [];
try {
  seedScaleCatalogue(join(work, 'scale-catalog.json'), database.url);
  const apiEnv = {
    DATABASE_URL: database.url,
    DEMO: 'false',
    API_ORIGIN: origin,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'warn',
  };
  const token = await benchEditorToken(apiEnv);
  const profileDir = options['cpu-prof'];
  if (profileDir !== undefined) mkdirSync(resolve(profileDir), { recursive: true });
  const flags = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir)}`];
  const api = await startApi('studio', PORT, apiEnv, flags);
  try {
    const measured = { n: ROUNDS, warmUp: WARM_UP };
    // Each phase alone, then with CONCURRENCY at once; the creates come last, so every list and
    // search before them sees the published catalogue with the one draft the saves make.
    const only = new RegExp(options.phases ?? '');
    for (const phase of (await phases(token)).filter(({ name }) => only.test(name))) {
      for (const concurrency of new Set([1, CONCURRENCY])) {
        const figures = await timedPhase(
          phase.name,
          { ...measured, concurrency, aimP95Ms: phase.aimP95Ms },
          phase.request,
        );
        console.log(`${phase.name}, ${concurrency} at once: p50 ${figures.p50_ms} ms, p95 ${figures.p95_ms} ms`);
        results.push(figures);
      }
    }
  } finally {
    await stopApi(api);
  }
} finally {
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
console.log(`\n${phaseTable(results)}`);
const loadAtEnd = load();
console.log(
  `\nload average ${loadAtStart.join(' ')} at the start, ${loadAtEnd.join(' ')} at the end, ${cpus().length} cores`,
);
const output = resolve(`bench/results/studio${options.postgres ? '-postgres' : ''}.json`);
const report = {
  measured_at: new Date().toISOString(),
  machine: `${cpus().length} cores, node ${process.version}`,
  load_average: { at_start: loadAtStart, at_end: loadAtEnd },
  settings: { rounds: ROUNDS, warm_up: WARM_UP, concurrency: CONCURRENCY, database: database.dialect },
  aim: AIM,
  phases: results,
};
writeFileSync(output, `${JSON.stringify(report, null, 2)}\n`);
console.log(`Wrote ${output}`);
