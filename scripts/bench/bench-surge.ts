import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { peakRssMb, resetPeakRss, startApi, stopApi, type ApiInstance } from './surge/api-instance.ts';
import { CpuMeter, postgresBackends } from './surge/cpu-time.ts';
import { closedLoop, openLoop, type LoadTarget, type SurgeFigures } from './surge/load-generator.ts';
import { sustainedRate } from './surge/rate-search.ts';
import {
  createListeners,
  createThrowawayDatabase,
  deleteRedisKeys,
  liveStreamNow,
  performanceWithAudio,
  signIn,
  type ThrowawayDatabase,
} from './surge/surge-setup.ts';
import type { SurgePlan } from './surge/surge-schedule.ts';

/**
 * `npm run bench:surge`: the minute a popular live stream starts. Two API instances (the real
 * server/src/main.ts, separate processes) share a throwaway PostgreSQL database with the demo
 * catalogue and the local Redis (rate limits, under a prefix of the run's own); SURGE_USERS
 * signed-in listeners (default 200, one keep-alive connection each) ask for the stream links of
 * the live stream that is live, spread over both instances, from this process on loopback.
 *
 * The highest rate this machine drives: a 5 s closed loop (every connection asks again at once)
 * gives the ceiling; open-loop steps of 6 s from 80 % of it down by tenths find the highest rate
 * answered without a growing queue and within SURGE_P95_MS (300) at p95. The surge then ramps from 0 to
 * that rate over 10 s and holds it 30 s (SURGE_RATE sets the rate instead of the search). Errors,
 * the achieved rate, latency during the hold (from when each request was due), CPU per request
 * and each instance's peak RSS are printed and written to bench/results/surge.json.
 * SURGE_CPU_PROFILE=dir writes a --cpu-prof profile of the first instance there. SURGE_STREAM=performance
 * asks for a performance's links instead, which carry play marks (docs/plays.md); PLAY_COUNTING=off in the
 * bench's environment reaches the instances, for the same run without counting.
 */
const env = process.env;
const users = Number(env['SURGE_USERS'] ?? 200);
const p95LimitMs = Number(env['SURGE_P95_MS'] ?? 300);
const adminUrl = env['SURGE_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = env['SURGE_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const profileDir = env['SURGE_CPU_PROFILE'] ? resolve(env['SURGE_CPU_PROFILE']) : undefined;
const streamKind = env['SURGE_STREAM'] === 'performance' ? 'performance' : 'livestream';
const PORTS = [8771, 8772] as const;
const PASSWORD = 'a-long-surge-password';
const PROBE_SECONDS = 5;
const RAMP_SECONDS = 10;
const HOLD_SECONDS = 30;
/** The highest rate a run offers, whatever the probe finds: with the fixed durations, it bounds the request count. */
const MAX_RATE = 20_000;
/** The longest a run may take, set-up and clean-up included; past it the run stops and cleans up. */
const RUN_LIMIT_MS = 10 * 60_000;

const round1 = (n: number) => Math.round(n * 10) / 10;
const loads = () => loadavg().map(round1);

/** The two instances the surge is spread over; the first seeded the catalogue. */
type Instances = readonly [ApiInstance, ApiInstance];

/** Starts both instances on the database: the first seeds the demo catalogue, the second finds it there. */
async function startInstances(databaseUrl: string, prefix: string): Promise<Instances> {
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    RATE_LIMIT_PREFIX: prefix,
    // Sign-ins of every listener come from one address: the limit must not refuse them.
    AUTH_RATE_LIMIT: '100000',
    // The production default: nothing is logged per request unless LOG_LEVEL is debug or trace.
    LOG_LEVEL: 'info',
    MAIL_OUTBOX: mkdtempSync(join(tmpdir(), 'cl-surge-outbox-')),
    // Both instances sign and verify with one secret and link to one public origin, as behind a load balancer.
    SECRET_KEY: randomBytes(32).toString('base64url'),
    API_ORIGIN: `http://127.0.0.1:${PORTS[0]}`,
  };
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const first = await startApi('A', PORTS[0], { ...shared, DEMO: 'true' }, flags);
  // DEMO=false: the catalogue is there already, and re-anchoring its live streams once is enough.
  try {
    return [first, await startApi('B', PORTS[1], { ...shared, DEMO: 'false' })];
  } catch (error) {
    // A left running would answer the next run's health checks on its port.
    await stopApi(first);
    throw error;
  }
}

/** Signed-in listeners, spread over the instances, each asking for the live stream's links. */
async function prepareLoad(apis: Instances, databaseUrl: string) {
  const stream =
    streamKind === 'performance' ? await performanceWithAudio(databaseUrl) : await liveStreamNow(apis[0].origin);
  const emails = await createListeners(databaseUrl, users, PASSWORD);
  const ports = apis.map((api) => api.port);
  const target: LoadTarget = {
    path: `/api/2/stream/${streamKind}/${stream.uuid}/`,
    listeners: await signIn(emails, PASSWORD, ports),
    connectionsPerInstance: Math.ceil(users / apis.length),
  };
  return { stream, target };
}

/** The surge itself, with the CPU each side used for it and the instances' peak memory. */
async function surge(apis: Instances, database: ThrowawayDatabase, target: LoadTarget, rate: number) {
  const plan: SurgePlan = { rampSeconds: RAMP_SECONDS, holdSeconds: HOLD_SECONDS, rate };
  const peakReset = apis.every(resetPeakRss);
  const meter = new CpuMeter({
    ...Object.fromEntries(apis.map((api) => [`api_${api.name}`, [api.pid]])),
    postgres: await postgresBackends(adminUrl, database.name),
    load_generator: [process.pid],
  });
  const loadBefore = loads();
  const figures = await openLoop(target, plan, { maxOutstanding: 20 * users, drainSeconds: 15 });
  const requests = figures.ramp.completed + figures.hold.completed;
  const cpuMicrosPerRequest = Object.fromEntries(
    Object.entries(meter.used()).map(([name, seconds]) => [name, Math.round((seconds * 1e6) / requests)]),
  );
  const peaks = Object.fromEntries(apis.map((api) => [api.name, peakRssMb(api)]));
  return { plan, figures, cpuMicrosPerRequest, peaks, peakReset, loadBefore, loadAfter: loads() };
}

async function measure(apis: Instances, database: ThrowawayDatabase) {
  const { stream, target } = await prepareLoad(apis, database.url);
  // A gentle closed loop first, so that both instances have compiled their hot paths.
  await closedLoop({ ...target, connectionsPerInstance: 4 }, 3);
  const probe = await closedLoop(target, PROBE_SECONDS);
  const search = env['SURGE_RATE'] ? undefined : await sustainedRate(target, probe.requests_per_second, p95LimitMs);
  const rate = Math.min(MAX_RATE, search?.rate ?? Number(env['SURGE_RATE']));
  return { stream, probe, search, ...(await surge(apis, database, target, rate)) };
}

type Measured = Awaited<ReturnType<typeof measure>>;

/** Non-2xx answers, socket errors and timeouts, and requests the plan had due but could not send. */
function errorsOf(figures: SurgeFigures): number {
  const failed = (phase: SurgeFigures['ramp']) => phase.completed - phase.ok;
  return failed(figures.ramp) + failed(figures.hold) + figures.not_sent + figures.unfinished;
}

function report(result: Measured, loadAtStart: number[]): void {
  const { figures, probe, plan, peaks, search } = result;
  const { hold } = figures;
  const steps = search?.steps.map(
    (s) =>
      `${s.rate}${s.kept_up ? ' ✓' : ` ✗ (${s.requests_per_second}/s, p95 ${s.latency_p95_ms} ms, last second ${s.last_second_p95_ms} ms, ${s.errors} errors)`}`,
  );
  const rows: [string, string][] = [
    [streamKind === 'performance' ? 'performance of' : 'live stream', result.stream.identifier],
    ['play counting', env['PLAY_COUNTING'] === 'off' ? 'off' : 'on'],
    ['listeners, instances', `${users}, 2 (PostgreSQL, shared Redis)`],
    ['ceiling (closed loop, 5 s)', `${probe.requests_per_second} req/s, ${probe.completed - probe.ok} errors`],
    ['rates tried (req/s)', steps?.join('; ') ?? 'none: SURGE_RATE'],
    ['surge', `0 → ${plan.rate} req/s over ${plan.rampSeconds} s, then ${plan.holdSeconds} s`],
    ['errors (non-2xx, socket, not sent)', String(errorsOf(figures))],
    ['achieved during the hold', `${hold.requests_per_second} req/s`],
    ['latency p50 / p95 / p99 (hold)', `${hold.latency_p50_ms} / ${hold.latency_p95_ms} / ${hold.latency_p99_ms} ms`],
    [
      'CPU per request (µs)',
      Object.entries(result.cpuMicrosPerRequest)
        .map(([n, us]) => `${n} ${us}`)
        .join(', '),
    ],
    ['peak RSS A / B', `${peaks['A']} / ${peaks['B']} MB${result.peakReset ? ' (during the surge)' : ''}`],
    [
      'load average: start | surge | end',
      [loadAtStart, result.loadBefore, result.loadAfter].map((l) => l.join(' ')).join(' | '),
    ],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}

/** What bench/results/surge.json keeps. */
function resultsJson(result: Measured, loadAtStart: number[]) {
  return {
    measured_at: new Date().toISOString(),
    machine: `${cpus().length} cores, node ${process.version}`,
    load_average: { at_start: loadAtStart, before_surge: result.loadBefore, after_surge: result.loadAfter },
    settings: {
      listeners: users,
      instances: 2,
      database: 'postgres',
      p95_limit_ms: p95LimitMs,
      stream_kind: streamKind,
      play_counting: env['PLAY_COUNTING'] === 'off' ? 'off' : 'on',
    },
    stream: result.stream,
    ceiling: result.probe,
    rate_search: result.search?.steps ?? null,
    plan: result.plan,
    errors: errorsOf(result.figures),
    ramp: result.figures.ramp,
    hold: result.figures.hold,
    not_sent: result.figures.not_sent,
    unfinished: result.figures.unfinished,
    cpu_microseconds_per_request: result.cpuMicrosPerRequest,
    peak_rss_mb: result.peaks,
    peak_rss_during_surge_only: result.peakReset,
  };
}

const loadAtStart = loads();
console.log(`load average ${loadAtStart.join(' ')} on ${cpus().length} cores`);
const database = await createThrowawayDatabase(adminUrl);
const prefix = `cl-surge-${randomBytes(4).toString('hex')}:`;
let apis: readonly ApiInstance[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.all(apis.map(stopApi));
    await database.drop();
    await deleteRedisKeys(redisUrl, prefix).catch((error: unknown) => console.warn('Redis cleanup failed:', error));
  })());
const abandon = (why: string, code: number) => {
  console.error(why);
  void cleanUp().finally(() => process.exit(code));
};
process.once('SIGINT', () => abandon('Interrupted: stopping the instances and dropping the database.', 130));
process.once('SIGTERM', () => abandon('Terminated: stopping the instances and dropping the database.', 143));
setTimeout(() => abandon(`The run passed ${RUN_LIMIT_MS / 60_000} minutes: stopping.`, 1), RUN_LIMIT_MS).unref();
try {
  const started = await startInstances(database.url, prefix);
  apis = started;
  const result = await measure(started, database);
  report(result, loadAtStart);
  writeFileSync(resolve('bench/results/surge.json'), `${JSON.stringify(resultsJson(result, loadAtStart), null, 2)}\n`);
  console.log('Wrote bench/results/surge.json');
} finally {
  await cleanUp();
}
