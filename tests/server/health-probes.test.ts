import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAnswer } from './support/stream-requests.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The Redis of the test machines (`scripts/ensure-services.sh` starts it). */
const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const prefix = () => `concert-library-health-test:${randomUUID()}:`;

describe('GET /healthz and /readyz with the database and Redis up', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: testRedisUrl, RATE_LIMIT_PREFIX: prefix() } });
  });
  afterAll(() => server?.close());

  it('/healthz answers 200 while the process serves, never cached', async () => {
    const answer = await fetchAnswer(`${server!.url}/healthz`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 naming each check', async () => {
    const answer = await fetchAnswer(`${server!.url}/readyz`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /readyz without REDIS_URL', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('is ready on the database alone: each instance counts rate limits in memory', async () => {
    const answer = await fetchAnswer(`${server!.url}/readyz`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'not configured' } });
  });
});

describe('GET /readyz while the Redis of REDIS_URL is unreachable', () => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection attempt is refused.
    server = await startTestServer({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PREFIX: prefix() } });
  });
  afterAll(() => server?.close());

  it('answers 503 naming Redis, within the probe timeout, while /healthz stays 200', async () => {
    const start = performance.now();
    const answer = await fetchAnswer(`${server!.url}/readyz`);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'not ready',
      failed: ['redis'],
      checks: { database: 'ok', redis: expect.stringMatching(/^failed: /) as unknown },
    });
    expect((await fetchAnswer(`${server!.url}/healthz`)).status).toBe(200);
  });
});

describe('GET /readyz when the database is gone', () => {
  let server: TestServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    server = await startTestServer({ db: database.db });
    // The server's connection to its database ends, as when the database server goes away.
    await database.db.close();
  });
  afterAll(async () => {
    await server?.close();
    await drop?.().catch(() => undefined);
  });

  it('answers 503 naming the database', async () => {
    const answer = await fetchAnswer(`${server!.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      status: 'not ready',
      failed: ['database'],
      checks: { database: expect.stringMatching(/^failed: /) as unknown, redis: 'not configured' },
    });
  });
});
