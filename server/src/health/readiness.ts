import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';

/** Milliseconds each dependency has to answer: a probe must answer well within a load balancer's own timeout. */
export const READINESS_TIMEOUT_MS = 1000;

/** One dependency's state: 'ok', 'not configured' (Redis without REDIS_URL), or why it failed. */
export type CheckResult = 'ok' | 'not configured' | `failed: ${string}`;

/** What `GET /readyz` answers. */
export interface Readiness {
  ready: boolean;
  /** The dependencies that failed, by name; empty when ready. */
  failed: string[];
  checks: { database: CheckResult; redis: CheckResult };
}

/** Rejects when `work` takes longer than `ms`, so a hung dependency cannot hold the probe. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one check: 'ok' when `probe` settles in time, otherwise the reason in one line. */
async function check(probe: () => Promise<unknown>, ms: number): Promise<CheckResult> {
  try {
    await within(probe(), ms);
    return 'ok';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `failed: ${message.split('\n')[0] ?? 'unknown error'}`;
  }
}

/**
 * Whether this instance can serve: a query on its database and a PING to the Redis where the
 * instances count rate limits together (when REDIS_URL is set), both at once, each within `ms`.
 * Without Redis requests would still be served, uncounted, but every instance would let each
 * visitor try its own full limit: a deployment that configured Redis is not ready without it.
 */
export async function checkReadiness(
  db: Database,
  redis: Redis | undefined,
  ms: number = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const [database, redisCheck] = await Promise.all([
    check(() => db.get('SELECT 1 AS one'), ms),
    redis ? check(() => redis.ping(), ms) : Promise.resolve<CheckResult>('not configured'),
  ]);
  const checks = { database, redis: redisCheck };
  const failed = Object.entries(checks)
    .filter(([, result]) => result.startsWith('failed'))
    .map(([name]) => name);
  return { ready: failed.length === 0, failed, checks };
}
