import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import type { Dialect } from '../../server/src/db/database.ts';
import { post, registerUser } from '../../tests/server/support/account-requests.ts';
import { createTestDatabase, testPostgresUrl } from '../../tests/server/support/test-database.ts';
import { startTestServer, type TestServer } from '../../tests/server/support/test-server.ts';
import { percentile } from './surge/surge-schedule.ts';

/**
 * `npm run bench:auth-timing`: how long the routes that mail someone take to answer a known and
 * an unknown email, on SQLite and, when it answers, on PostgreSQL (TEST_POSTGRES_URL, by default
 * the test database). The server is the test suites' (tests/server/support/test-server.ts) on a
 * fresh database; per route, ROUNDS (default 1000) pairs of requests after WARM_UP (100) pairs,
 * known and unknown in turn first. Writes the median and p95 of each and their differences to
 * bench/results/auth-timing.json.
 *
 * The tests prove, without a clock, that the answers wait for no per-account work
 * (tests/server/accounts-timing.test.ts); this shows what a client measures.
 */
const env = process.env;
const ROUNDS = Number(env['ROUNDS'] ?? 1000);
const WARM_UP = Number(env['WARM_UP'] ?? 100);
/** Rounds between two runs of the held work. */
const BATCH = 50;
const ROUTES = ['/api/sesame_login/', '/rest-auth/password/reset/'] as const;
const KNOWN = 'known@example.com';
const UNKNOWN = 'nobody@example.com';
const OUTPUT = join(resolve(import.meta.dirname, '../..'), 'bench/results/auth-timing.json');

/** Median and p95 of one email's answer times, in ms. */
interface Spread {
  median_ms: number;
  p95_ms: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

function spread(times: readonly number[]): Spread {
  const sorted = [...times].sort((a, b) => a - b);
  return { median_ms: round(percentile(sorted, 50)), p95_ms: round(percentile(sorted, 95)) };
}

/**
 * A server whose work after each answer (looking the email up, the token, the mail) is held and run
 * between batches. The client shares the server's process: unheld, that work would run before the
 * client reads the next answer, and its aftermath (caches, garbage to collect) would slow whichever
 * request came next, although a visitor on another machine waits for neither.
 */
async function startServer(dialect: Dialect) {
  const database = await createTestDatabase({ dialect });
  const held: Array<() => void> = [];
  const server = await startTestServer({
    env: { AUTH_RATE_LIMIT: '1000000', MAIL_RECIPIENT_LIMIT: '1000000' },
    app: { scheduleAfterAnswer: (start) => held.push(start) },
    db: database.db,
  });
  const settle = async () => {
    for (const start of held.splice(0)) start();
    await server.app.afterAnswer.drain();
  };
  const close = async () => {
    await settle();
    await server.close();
    await database.drop();
  };
  return { server, settle, close };
}

/** Times one request; fails when its answer is not the route's 200. */
async function timed(server: TestServer, path: string, email: string, answers: Set<string>): Promise<number> {
  const start = performance.now();
  const answer = await post(server, path, { email });
  const ms = performance.now() - start;
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status} for ${email}.`);
  answers.add(JSON.stringify(answer.body));
  return ms;
}

/** The answer times of one route for the known and the unknown email. */
async function measureRoute(server: TestServer, settle: () => Promise<void>, path: string) {
  const known: number[] = [];
  const unknown: number[] = [];
  const answers = new Set<string>();
  for (let turn = 0; turn < WARM_UP + ROUNDS; turn++) {
    // Each goes first in every other round, so neither always follows the other's answer.
    const order = turn % 2 === 0 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN];
    for (const email of order) {
      const ms = await timed(server, path, email, answers);
      if (turn >= WARM_UP) (email === KNOWN ? known : unknown).push(ms);
    }
    if ((turn + 1) % BATCH === 0) await settle();
  }
  if (answers.size !== 1) throw new Error(`${path} gave different answers: ${[...answers].join(' | ')}`);
  const figures = { known: spread(known), unknown: spread(unknown) };
  return {
    ...figures,
    difference_ms: {
      median: round(figures.known.median_ms - figures.unknown.median_ms),
      p95: round(figures.known.p95_ms - figures.unknown.p95_ms),
    },
  };
}

async function measureDialect(dialect: Dialect) {
  const { server, settle, close } = await startServer(dialect);
  try {
    await registerUser(server, KNOWN, 'a-long-bench-password', false);
    await settle();
    const routes: Record<string, Awaited<ReturnType<typeof measureRoute>>> = {};
    for (const path of ROUTES) routes[path] = await measureRoute(server, settle, path);
    return routes;
  } finally {
    await close();
  }
}

/** Whether PostgreSQL answers at `url`: without it the bench measures SQLite alone. */
async function postgresReachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
  try {
    await sql`SELECT 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function report(dialect: Dialect, routes: Awaited<ReturnType<typeof measureDialect>>): void {
  for (const [path, { known, unknown, difference_ms }] of Object.entries(routes)) {
    console.log(
      `${dialect.padEnd(8)} ${path.padEnd(28)} median known ${known.median_ms} / unknown ${unknown.median_ms} ms ` +
        `(Δ ${difference_ms.median}), p95 ${known.p95_ms} / ${unknown.p95_ms} ms (Δ ${difference_ms.p95})`,
    );
  }
}

const loadAtStart = loadavg().map((load) => round(load));
console.log(`load average ${loadAtStart.join(' ')} on ${cpus().length} cores`);
const sqlite = await measureDialect('sqlite');
report('sqlite', sqlite);
const reachable = await postgresReachable(testPostgresUrl);
const postgresFigures = reachable ? await measureDialect('postgres') : null;
if (postgresFigures) report('postgres', postgresFigures);
else console.log(`PostgreSQL at ${testPostgresUrl} did not answer: measured SQLite alone.`);
const results = {
  measured_at: new Date().toISOString(),
  machine: `${cpus().length} cores, node ${process.version}`,
  load_average: { at_start: loadAtStart, at_end: loadavg().map((load) => round(load)) },
  settings: { rounds: ROUNDS, warm_up: WARM_UP, held_work_run_every_rounds: BATCH },
  sqlite,
  postgres: postgresFigures,
};
writeFileSync(OUTPUT, `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results/auth-timing.json');
