import { getRequest, RawHttpPool } from './raw-http-pool.ts';
import {
  dueAt,
  inHold,
  percentile,
  requestsDue,
  surgeSeconds,
  totalRequests,
  type SurgePlan,
} from './surge-schedule.ts';

/** A signed-in listener: the instance they reach and their bearer token. */
export interface Listener {
  port: number;
  token: string;
}

/** The one request every listener makes: the stream links of the live stream, at `path`. */
export interface LoadTarget {
  path: string;
  listeners: readonly Listener[];
  /** Keep-alive connections per instance (a browser holds one); further requests wait for one. */
  connectionsPerInstance: number;
}

/**
 * How one request ended: an HTTP status (0 for a socket error or timeout), the time from when it
 * was due to its answer, the time from when it left, and when it was due and done
 * (performance.now() times).
 */
type Outcome = { status: number; ms: number; serviceMs: number; dueAt: number; doneAt: number };

/** A listener's request, ready to send: its instance's connections and its bytes. */
interface Prepared {
  pool: RawHttpPool;
  bytes: Buffer;
}

/** Connections to each instance, and each listener's request on them. */
function connect(target: LoadTarget): { pools: RawHttpPool[]; requests: Prepared[] } {
  const byPort = new Map<number, RawHttpPool>();
  const requests = target.listeners.map(({ port, token }) => {
    let pool = byPort.get(port);
    if (!pool) byPort.set(port, (pool = new RawHttpPool(port, target.connectionsPerInstance)));
    return { pool, bytes: getRequest(port, target.path, token) };
  });
  return { pools: [...byPort.values()], requests };
}

/** The request sent `n`-th (from 0): the listeners take turns. */
function nth(requests: readonly Prepared[], n: number): Prepared {
  const request = requests[n % requests.length];
  if (request === undefined) throw new RangeError('The load target has no listeners.');
  return request;
}

/** Sends one listener's request, due at `dueAt` (performance.now() time); resolves with how it ended. */
async function ask({ pool, bytes }: Prepared, dueAt: number): Promise<Outcome> {
  const { status, sentAt } = await pool.request(bytes);
  const now = performance.now();
  return { status, ms: now - dueAt, serviceMs: now - sentAt, dueAt, doneAt: now };
}

/** Figures of one phase of load. */
export interface PhaseFigures {
  /** Requests due in the phase that got an answer or failed. */
  completed: number;
  ok: number;
  /** Non-2xx answers, by status. */
  statuses: Record<string, number>;
  /** Socket errors and timeouts. */
  socket_errors: number;
  /** Answers that came back within the phase, per second of it. */
  requests_per_second: number;
}

/** Figures of the requests due in a phase that ran from `from` to `to` (performance.now() times). */
function tally(outcomes: readonly Outcome[], from: number, to: number): PhaseFigures {
  const statuses: Record<string, number> = {};
  let ok = 0;
  let socketErrors = 0;
  for (const { status } of outcomes) {
    if (status >= 200 && status < 300) ok++;
    else if (status === 0) socketErrors++;
    else statuses[status] = (statuses[status] ?? 0) + 1;
  }
  return {
    completed: outcomes.length,
    ok,
    statuses,
    socket_errors: socketErrors,
    requests_per_second: Math.round(
      outcomes.filter((o) => o.doneAt >= from && o.doneAt <= to).length / ((to - from) / 1000),
    ),
  };
}

/**
 * Closed loop: every connection asks again as soon as it has its answer, for `seconds`. The
 * answers per second are the most this machine can drive through the instances.
 */
export async function closedLoop(target: LoadTarget, seconds: number): Promise<PhaseFigures> {
  const { pools, requests } = connect(target);
  const outcomes: Outcome[] = [];
  const stopAt = performance.now() + seconds * 1000;
  let next = 0;
  const worker = async () => {
    while (performance.now() < stopAt) {
      outcomes.push(await ask(nth(requests, next++), performance.now()));
    }
  };
  const workers = target.connectionsPerInstance * pools.length;
  const started = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  for (const pool of pools) pool.close();
  return tally(outcomes, started, performance.now());
}

/** Latency percentiles of the answered requests, in ms, from when each was due. */
export interface Latencies {
  latency_p50_ms: number;
  latency_p95_ms: number;
  latency_p99_ms: number;
  latency_max_ms: number;
  /** The p95 from when each request left: without the time spent waiting for a free connection. */
  service_p95_ms: number;
  /** The p95 of the requests due in the last second: above the whole p95 when a queue is growing. */
  last_second_p95_ms: number;
}

function latencies(outcomes: readonly Outcome[]): Latencies {
  const answered = outcomes.filter((o) => o.status >= 200 && o.status < 300);
  const ms = (values: Float64Array, p: number) => Math.round(percentile(values, p) * 10) / 10;
  const due = Float64Array.from(answered, (o) => o.ms).sort();
  const service = Float64Array.from(answered, (o) => o.serviceMs).sort();
  const end = answered.reduce((latest, o) => Math.max(latest, o.dueAt), 0);
  const last = Float64Array.from(
    answered.filter((o) => o.dueAt > end - 1000),
    (o) => o.ms,
  ).sort();
  return {
    latency_p50_ms: ms(due, 50),
    latency_p95_ms: ms(due, 95),
    latency_p99_ms: ms(due, 99),
    latency_max_ms: ms(due, 100),
    service_p95_ms: ms(service, 95),
    last_second_p95_ms: ms(last, 95),
  };
}

/** What a surge measured: the ramp's figures, and the hold's with its latencies. */
export interface SurgeFigures {
  ramp: PhaseFigures;
  hold: PhaseFigures & Latencies;
  /** Requests the plan had due that were not sent because too many were already waiting. */
  not_sent: number;
  /** Requests still without an answer when the run ended. */
  unfinished: number;
}

/**
 * Open loop: requests leave on the plan's schedule whatever the answers do (listeners do not
 * wait for each other), spread round-robin over the listeners and so over the instances. At
 * most `maxOutstanding` wait or run at once; past that the plan's requests are counted as not
 * sent. The run ends `drainSeconds` after the schedule at the latest.
 */
export async function openLoop(
  target: LoadTarget,
  plan: SurgePlan,
  options: { maxOutstanding: number; drainSeconds: number },
): Promise<SurgeFigures> {
  const { pools, requests } = connect(target);
  const ramp: Outcome[] = [];
  const hold: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  let issued = 0;
  let notSent = 0;
  const total = totalRequests(plan);
  const start = performance.now();
  while (issued < total) {
    const due = Math.min(total, requestsDue(plan, (performance.now() - start) / 1000));
    for (; issued < due; issued++) {
      if (pending.size >= options.maxOutstanding) {
        notSent++;
        continue;
      }
      const n = issued;
      const sent = ask(nth(requests, n), start + dueAt(plan, n) * 1000).then((outcome) => {
        (inHold(plan, n) ? hold : ramp).push(outcome);
        pending.delete(sent);
      });
      pending.add(sent);
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const drained = await Promise.race([
    Promise.all(pending).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), options.drainSeconds * 1000).unref()),
  ]);
  const unfinished = drained ? 0 : pending.size;
  for (const pool of pools) pool.close();
  return {
    ramp: tally(ramp, start, start + plan.rampSeconds * 1000),
    hold: { ...tally(hold, start + plan.rampSeconds * 1000, start + surgeSeconds(plan) * 1000), ...latencies(hold) },
    not_sent: notSent,
    unfinished,
  };
}
