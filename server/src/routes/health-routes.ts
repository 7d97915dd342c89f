import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { noStore } from '../http/answer-headers.ts';
import { checkReadiness } from '../health/readiness.ts';

/**
 * The probes of a container platform or load balancer, never cached:
 * - `GET /healthz` (and the older `/health`): the process is up and serving — restart it when not.
 * - `GET /readyz`: its database answers a query and its Redis (when REDIS_URL is set) a PING,
 *   each within a second: 200 `{status: 'ready', checks}`, otherwise 503 `{status: 'not ready',
 *   failed: [names], checks}` — send it no traffic until it is ready again.
 */
export function registerHealthRoutes(app: FastifyInstance, db: Database, redis: Redis | undefined): void {
  for (const url of ['/healthz', '/health']) {
    app.get(url, { onRequest: noStore }, () => ({ status: 'ok' }));
  }
  app.get('/readyz', { onRequest: noStore }, async (_request, reply) => {
    const readiness = await checkReadiness(db, redis);
    if (readiness.ready) return { status: 'ready', checks: readiness.checks };
    return reply.code(503).send({ status: 'not ready', failed: readiness.failed, checks: readiness.checks });
  });
}
