import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createConnection, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/site/demo-api.ts';
import { connectRateLimitRedis } from '../../server/src/auth/rate-limit-store.ts';
import { post } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

/** The Redis of the test machines (`scripts/ensure-services.sh` starts it). */
const testRedisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const testRedis = new URL(testRedisUrl);

const run = promisify(execFile);
const storeModule = fileURLToPath(new URL('../../server/src/auth/rate-limit-store.ts', import.meta.url));

/**
 * A key prefix of this run's own. Every request comes from 127.0.0.1, and the SQLite and
 * PostgreSQL runs of this file may overlap: with one prefix they would count together.
 */
const uniquePrefix = () => `concert-library-rate-test:${randomUUID()}:`;

/** A bad sign-in: 400 while under the limit. */
const badSignIn = (server: TestServer) =>
  post(server, '/api/token/', { email: 'guess@example.com', password: 'guess-password' });

/** Milliseconds since `start`. */
const since = (start: number) => performance.now() - start;

describe('rate limits shared through Redis (REDIS_URL)', () => {
  const prefix = uniquePrefix();
  const env = { REDIS_URL: testRedisUrl, RATE_LIMIT_PREFIX: prefix, AUTH_RATE_LIMIT: '3' };
  let redis: Redis;
  // Undefined until beforeAll has started them; afterAll closes whichever did start.
  let first: TestServer | undefined;
  let second: TestServer | undefined;
  beforeAll(async () => {
    redis = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect().catch((error: unknown) => {
      throw new Error(`No Redis at ${testRedisUrl}: run scripts/ensure-services.sh.`, { cause: error });
    });
    first = await startTestServer({ env });
    second = await startTestServer({ env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (redis.status === 'ready') {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  it('counts the requests to two instances together', async () => {
    expect((await badSignIn(first!)).status).toBe(400);
    expect((await badSignIn(first!)).status).toBe(400);
    expect((await badSignIn(second!)).status).toBe(400);
    const limited = await badSignIn(first!);
    expect(limited.status).toBe(429);
    expect(ErrorAnswerSchema.parse(limited.body).detail).toEqual(expect.any(String));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await badSignIn(second!)).status).toBe(429);
  });

  it('keeps a counter per route, both spellings together, as in memory', async () => {
    const ask = (server: TestServer, path: string) => post(server, path, { email: 'someone@example.com' });
    const statuses = [
      (await ask(second!, '/api/sesame_login/')).status,
      (await ask(first!, '/api/sesame_login')).status,
      (await ask(second!, '/api/sesame_login')).status,
    ];
    expect(statuses).not.toContain(429);
    expect((await ask(first!, '/api/sesame_login/')).status).toBe(429);
  });

  it("keeps the counters under RATE_LIMIT_PREFIX, for the limit's window", async () => {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('rate limits while the Redis of REDIS_URL is unreachable', () => {
  // Undefined until beforeAll has started it; afterAll closes it only if it did.
  let server: TestServer | undefined;
  let startup = 0;
  beforeAll(async () => {
    const start = performance.now();
    // Nothing listens on port 1: every connection attempt is refused.
    server = await startTestServer({
      env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PREFIX: uniquePrefix(), AUTH_RATE_LIMIT: '3' },
    });
    startup = since(start);
  });
  afterAll(() => server?.close());

  it('starts without waiting for Redis', () => {
    expect(startup).toBeLessThan(5000);
  });

  it.each([
    ['/api/token/', { email: 'guess@example.com', password: 'guess-password' }, 400],
    ['/rest-auth/registration/', { email: 'new@example.com', password1: 'x', password2: 'x' }, 400],
    ['/api/sesame_login/', { email: 'someone@example.com' }, 200],
    ['/api/sesame_token/', { sesame: 'not-a-token' }, 400],
    ['/rest-auth/password/reset/', { email: 'someone@example.com' }, 200],
  ] as const)('answers %s as usual, uncounted and at once', async (path, body, status) => {
    // Past the limit of 3: nothing is counted, so nothing is refused either.
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const answer = await post(server!, path, body);
      expect(answer.status).toBe(status);
      expect(since(start)).toBeLessThan(2000);
    }
  });
});

/** A line the rate-limit Redis client logged. */
interface LogLine {
  level: 'warn' | 'info';
  message: string;
}

/** A logger that keeps what it is told. */
function recordingLog(): { lines: LogLine[]; log: Pick<FastifyBaseLogger, 'warn' | 'info'> } {
  const lines: LogLine[] = [];
  const record = (level: 'warn' | 'info') => (first: unknown, second?: unknown) => {
    lines.push({ level, message: String(typeof first === 'string' ? first : second) });
  };
  return { lines, log: { warn: record('warn'), info: record('info') } };
}

/** Waits until the log holds `count` lines, checking every 50 ms for up to 8 s. */
const logged = (lines: readonly LogLine[], count: number) =>
  vi.waitFor(() => expect(lines).toHaveLength(count), { timeout: 8000, interval: 50 });

/**
 * Waits until `count` more connections of the client have closed (a connection lost or an attempt
 * that failed): the positive signal that the attempts a test expects to log nothing went by. The
 * store's own 'close' listener was added first, so it has run for each of them.
 */
function closes(client: Redis, count: number): Promise<void> {
  return new Promise((resolve) => {
    let seen = 0;
    const onClose = () => {
      seen += 1;
      if (seen < count) return;
      client.off('close', onClose);
      resolve();
    };
    client.on('close', onClose);
  });
}

describe('the rate-limit Redis client (rate-limit-store.ts)', () => {
  /**
   * A TCP relay to the test Redis on `port`, to fake outages: `cut` closes it and every connection
   * through it; `freeze` keeps connections open but drops Redis's answers, as a hung Redis would.
   */
  function relay(port: number): Promise<{ cut(): Promise<void>; freeze(): void }> {
    const sockets = new Set<Socket>();
    let frozen = false;
    const server = createServer((incoming) => {
      const outgoing = createConnection(Number(testRedis.port || 6379), testRedis.hostname);
      incoming.on('data', (data) => outgoing.write(data));
      outgoing.on('data', (data) => frozen || incoming.write(data));
      for (const [socket, other] of [
        [incoming, outgoing],
        [outgoing, incoming],
      ] as const) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          sockets.delete(socket);
          other.destroy();
        });
      }
    });
    const cut = async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    };
    const freeze = () => {
      frozen = true;
    };
    return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ cut, freeze })));
  }

  it('warns once per outage, not per attempt, and says when counting resumes', async () => {
    const port = await freePort();
    const { lines, log } = recordingLog();
    const store = await connectRateLimitRedis(`redis://127.0.0.1:${port}`, log);
    try {
      // Down from the start: several failed reconnection attempts, one warning.
      await closes(store.client, 2);
      expect(lines.map((line) => line.level)).toEqual(['warn']);
      const up = await relay(port);
      await logged(lines, 2);
      expect(lines[1]?.level).toBe('info');
      expect(await store.client.ping()).toBe('PONG');
      await up.cut();
      await logged(lines, 3);
      await closes(store.client, 2);
      expect(lines.map((line) => line.level)).toEqual(['warn', 'info', 'warn']);
      await expect(store.client.ping()).rejects.toThrow();
    } finally {
      store.close();
    }
  });

  it('treats a Redis that stops answering as an outage: one warning, then commands fail at once', async () => {
    const port = await freePort();
    const hung = await relay(port);
    const { lines, log } = recordingLog();
    const store = await connectRateLimitRedis(`redis://127.0.0.1:${port}`, log);
    try {
      expect(await store.client.ping()).toBe('PONG');
      hung.freeze();
      let start = performance.now();
      await expect(store.client.ping()).rejects.toThrow();
      expect(since(start)).toBeLessThan(1500);
      await logged(lines, 1);
      start = performance.now();
      await expect(store.client.ping()).rejects.toThrow();
      expect(since(start)).toBeLessThan(100);
      // Another attempt on the hung connection fails too, and stays within the same outage.
      await closes(store.client, 1);
      expect(lines.map((line) => line.level)).toEqual(['warn']);
    } finally {
      store.close();
      await hung.cut();
    }
  });

  it.each([
    ['up', testRedisUrl],
    ['unreachable', 'redis://127.0.0.1:1'],
  ])('keeps no process alive once closed (Redis %s)', async (_state, url) => {
    // A process of its own: vitest's workers would hide a timer or socket left behind.
    const script = [
      `const { connectRateLimitRedis } = await import(${JSON.stringify(storeModule)});`,
      `const store = await connectRateLimitRedis(${JSON.stringify(url)}, { warn() {}, info() {} });`,
      // Closed while it is connected (Redis up) or while a reconnection is pending (unreachable).
      "if (store.client.status === 'ready') await store.client.ping();",
      "else await new Promise((resolve) => store.client.once('reconnecting', resolve));",
      'const closedAt = performance.now();',
      "process.on('exit', () => console.log(Math.round(performance.now() - closedAt)));",
      'store.close();',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], { timeout: 15_000 });
    expect(Number(stdout.trim())).toBeLessThan(500);
  });

  it('logs nothing when closed', async () => {
    const { lines, log } = recordingLog();
    const store = await connectRateLimitRedis(testRedisUrl, log);
    expect(await store.client.ping()).toBe('PONG');
    const ended = once(store.client, 'end');
    store.close();
    await ended;
    expect(lines).toEqual([]);
    expect(store.client.status).toBe('end');
  });
});
