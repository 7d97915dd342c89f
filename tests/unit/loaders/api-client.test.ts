import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../src/loaders/api-client.ts';
import { ApiAnswerError, ApiUnavailableError } from '../../../src/loaders/loader-errors.ts';
import { longestRequestMs } from '../../../src/loaders/retry-policy.ts';
import { startFixtureApi, type FixtureApi } from '../../support/fixture-api.ts';

const FAST_RETRIES = { attempts: 3, baseDelayMs: 5, maxDelayMs: 50 };

let api: FixtureApi;
let client: ApiClient;
const warnings: string[] = [];
const logger = { warn: (message: string) => void warnings.push(message) };

beforeEach(async () => {
  warnings.length = 0;
  api = await startFixtureApi([
    ['/api/2/combined/', { compositions: [], people: [], programs: [] }],
    ...Array.from({ length: 30 }, (_, i): [string, unknown] => [
      `/api/2/compositions/work-${i}/`,
      { identifier: `work-${i}` },
    ]),
  ]);
  client = createApiClient({ apiBase: api.apiBase, retry: FAST_RETRIES, timeoutMs: 500 });
});

afterEach(() => api.close());

describe('the API client', () => {
  it('asks with ?format=json and returns the body with its ETag', async () => {
    const answer = await client.get('/combined/');
    expect(answer).toMatchObject({ status: 'fresh', body: { compositions: [] } });
    expect(answer.status === 'fresh' && answer.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(api.requests).toEqual([{ path: '/api/2/combined/', ifNoneMatch: undefined, status: 200 }]);
  });

  it('reads the catalogue version an answer names, and none from a host that names none', async () => {
    expect(await client.get('/combined/')).toMatchObject({ catalogVersion: undefined });
    api.declaration.declares = true;
    api.declaration.version = 12;
    expect(await client.get('/combined/')).toMatchObject({ status: 'fresh', catalogVersion: 12 });
  });

  it('sends If-None-Match and reports not-modified without a body', async () => {
    const first = await client.get('/combined/');
    const etag = first.status === 'fresh' ? first.etag : undefined;
    expect(await client.get('/combined/', { etag })).toEqual({ status: 'not-modified' });
    expect(api.requests[1]).toEqual({ path: '/api/2/combined/', ifNoneMatch: etag, status: 304 });
    expect(client.stats).toMatchObject({ requests: 2, bodies: 1, notModified: 1 });
  });

  it('hands a body over unparsed when asked for its text', async () => {
    const answer = await client.getText('/compositions/work-3/');
    expect(answer).toMatchObject({ status: 'fresh', body: '{"identifier":"work-3"}' });
  });

  it('asks for lines with their type, reports a 404 as not-found and another type as not-offered', async () => {
    const read = async (batches: AsyncIterable<string[]>) => {
      const lines: string[] = [];
      for await (const batch of batches) lines.push(...batch);
      return lines;
    };
    const type = 'application/x-ndjson';
    expect(await client.getLines('/composition_details/', { type }, read)).toEqual({ status: 'not-found' });
    expect(await client.getLines('/combined/', { type }, read)).toEqual({ status: 'not-offered' });
    expect(api.requests.map((request) => request.status)).toEqual([404, 200]);
  });

  it('asks a host on this machine for answers uncompressed', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers['accept-encoding']);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
        await createApiClient({ apiBase: `http://${host}/api/2` }).get('/combined/');
      }
      expect(seen).toEqual(['identity', 'identity']);
    } finally {
      server.close();
    }
  });

  it('lets a streamed body take longer than the timeout while it keeps coming, and gives up when it stalls', async () => {
    // Lines every 100 ms for 1.2 s against a 500 ms limit; then the same, stopping after three lines.
    let stall = false;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      let sent = 0;
      const timer = setInterval(() => {
        sent += 1;
        if (stall && sent > 3) return;
        response.write(`{"n":${sent}}\n`);
        if (sent === 12) {
          clearInterval(timer);
          response.end();
        }
      }, 100);
      response.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const streaming = createApiClient({
        apiBase: `http://127.0.0.1:${port}/api/2`,
        timeoutMs: 500,
        retry: { attempts: 1 },
      });
      const read = async (batches: AsyncIterable<string[]>) => {
        let lines = 0;
        for await (const batch of batches) lines += batch.length;
        return lines;
      };
      const type = 'application/x-ndjson';
      expect(await streaming.getLines('/composition_details/', { type }, read)).toMatchObject({ body: 12 });
      stall = true;
      await expect(streaming.getLines('/composition_details/', { type }, read)).rejects.toThrow(
        /failed after 1 attempts \(the body stalled: nothing came for 0\.5 s\)/,
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('reports a 404 as not-found, without retrying', async () => {
    expect(await client.get('/compositions/missing/')).toEqual({ status: 'not-found' });
    expect(api.requests).toHaveLength(1);
  });

  it('retries a 500 with backoff and logs each retry', async () => {
    api.fail('/api/2/combined/', { kind: 'status', status: 500 }, 2);
    expect(await client.get('/combined/', { logger })).toMatchObject({ status: 'fresh' });
    expect(api.requests.map((request) => request.status)).toEqual([500, 500, 200]);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('HTTP 500; retrying in');
  });

  it('retries a 429, honouring a short Retry-After', async () => {
    api.fail('/api/2/combined/', { kind: 'status', status: 429, retryAfter: '0' }, 1);
    expect(await client.get('/combined/')).toMatchObject({ status: 'fresh' });
    expect(api.requests.map((request) => request.status)).toEqual([429, 200]);
  });

  it('waits as long as a Retry-After asks, but never longer than the policy allows', async () => {
    const patient = { attempts: 3, baseDelayMs: 5, maxDelayMs: 150 };
    const bounded = createApiClient({ apiBase: api.apiBase, retry: patient, timeoutMs: 500 });
    api.fail('/api/2/combined/', { kind: 'status', status: 429, retryAfter: '0.1' }, 1);
    api.fail('/api/2/compositions/work-1/', { kind: 'status', status: 503, retryAfter: '3600' }, 2);
    expect(await bounded.get('/combined/', { logger })).toMatchObject({ status: 'fresh' });
    expect(await bounded.get('/compositions/work-1/', { logger })).toMatchObject({ status: 'fresh' });
    expect(warnings).toEqual([
      expect.stringMatching(/: HTTP 429; retrying in 100 ms$/),
      expect.stringMatching(/: HTTP 503; retrying in 150 ms$/),
      expect.stringMatching(/: HTTP 503; retrying in 150 ms$/),
    ]);
    const [asked, answered] = api.arrivals.filter((arrival) => arrival.path === '/api/2/combined/');
    expect((answered?.at ?? 0) - (asked?.at ?? 0)).toBeGreaterThanOrEqual(95);
  });

  it('backs off exponentially with jitter, each wait capped', async () => {
    const policy = { attempts: 4, baseDelayMs: 20, maxDelayMs: 70 };
    const bounded = createApiClient({ apiBase: api.apiBase, retry: policy, timeoutMs: 500 });
    api.fail('/api/2/combined/', { kind: 'status', status: 500 });
    await expect(bounded.get('/combined/', { logger })).rejects.toBeInstanceOf(ApiUnavailableError);
    const waits = warnings.map((warning) => Number(/retrying in (\d+) ms$/.exec(warning)?.[1]));
    expect(waits).toHaveLength(3);
    expect(waits[0]).toBeGreaterThanOrEqual(20);
    expect(waits[0]).toBeLessThanOrEqual(40);
    expect(waits[1]).toBeGreaterThanOrEqual(40);
    expect(waits[1]).toBeLessThanOrEqual(70);
    expect(waits[2]).toBe(70);
  });

  it('gives up after the last attempt with the status', async () => {
    api.fail('/api/2/combined/', { kind: 'status', status: 503 });
    const failure = client.get('/combined/');
    await expect(failure).rejects.toBeInstanceOf(ApiUnavailableError);
    await expect(failure).rejects.toMatchObject({ status: 503, attempts: 3 });
    expect(api.requests).toHaveLength(3);
  });

  it('retries a connection reset mid-body, and fails when it persists', async () => {
    api.fail('/api/2/combined/', { kind: 'reset-mid-body' }, 1);
    expect(await client.get('/combined/')).toMatchObject({ status: 'fresh' });
    api.fail('/api/2/combined/', { kind: 'reset-mid-body' });
    const failure = client.get('/combined/');
    await expect(failure).rejects.toBeInstanceOf(ApiUnavailableError);
    await expect(failure).rejects.toMatchObject({ status: undefined });
  });

  it('refuses a complete answer whose JSON is cut short', async () => {
    api.fail('/api/2/combined/', { kind: 'truncated-json' });
    await expect(client.get('/combined/')).rejects.toBeInstanceOf(ApiAnswerError);
  });

  it('refuses another client error at once', async () => {
    api.fail('/api/2/combined/', { kind: 'status', status: 403 });
    await expect(client.get('/combined/')).rejects.toThrow(/HTTP 403/);
    expect(api.requests).toHaveLength(1);
  });

  it('abandons an attempt that exceeds the timeout and tries again', async () => {
    api.fail('/api/2/combined/', { kind: 'slow', delayMs: 1_000 }, 1);
    expect(await client.get('/combined/')).toMatchObject({ status: 'fresh' });
    expect(client.stats.retries).toBe(1);
  });

  it('keeps at most `concurrency` requests in flight and reuses connections', async () => {
    const bounded = createApiClient({ apiBase: api.apiBase, concurrency: 4 });
    for (let i = 0; i < 30; i += 1) api.fail(`/api/2/compositions/work-${i}/`, { kind: 'slow', delayMs: 20 });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => bounded.get(`/compositions/work-${i}/`)));
    expect(answers.every((answer) => answer.status === 'fresh')).toBe(true);
    expect(api.peakInFlight()).toBe(4);
    // Keep-alive: connections are reused, although a freed slot may open one before a socket is back in the pool.
    expect(api.connections()).toBeLessThan(answers.length / 2);
  });
  it('gives up on a host that never answers, logging method, URL, attempt and how long it waited', async () => {
    const quick = createApiClient({ apiBase: api.apiBase, retry: FAST_RETRIES, timeoutMs: 100 });
    api.fail('/api/2/combined/', { kind: 'hang' });
    const url = `${api.apiBase}/combined/?format=json`;
    const failure = quick.get('/combined/', { logger });
    await expect(failure).rejects.toThrow(`GET ${url} failed after 3 attempts (no answer within 0.1 s)`);
    await expect(failure).rejects.toMatchObject({ status: undefined, attempts: 3 });
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/ \(attempt 1 of 3\): no answer within 0\.1 s; retrying in \d+ ms$/);
    expect(warnings[0]?.startsWith(`GET ${url} `)).toBe(true);
    expect(warnings[1]).toContain(`GET ${url} (attempt 2 of 3): no answer within 0.1 s; retrying in`);
  });

  it('gives up on a body that stalls after the headers, saying so', async () => {
    const quick = createApiClient({ apiBase: api.apiBase, retry: FAST_RETRIES, timeoutMs: 100 });
    api.fail('/api/2/combined/', { kind: 'stall-body' });
    const failure = quick.get('/combined/', { logger });
    await expect(failure).rejects.toThrow('failed after 3 attempts (the body stalled: not complete within 0.1 s)');
    expect(warnings[0]).toContain('(attempt 1 of 3): the body stalled: not complete within 0.1 s; retrying in');
  });

  it('keeps a request in its slot through its retries, so queued requests do not stretch it', async () => {
    const policy = { attempts: 2, baseDelayMs: 5, maxDelayMs: 20 };
    const timeoutMs = 200;
    const bounded = createApiClient({ apiBase: api.apiBase, concurrency: 2, retry: policy, timeoutMs });
    const paths = Array.from({ length: 12 }, (_, i) => `/api/2/compositions/work-${i}/`);
    for (const path of paths) api.fail(path, { kind: 'hang' });
    const outcomes = await Promise.allSettled(paths.map((path) => bounded.get(path.slice('/api/2'.length))));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    // A retry that queued behind the other requests would start a second later; this one starts
    // once its first attempt timed out and its short wait is over (slack for a busy machine).
    for (const path of paths) {
      const [first, second] = api.arrivals.filter((arrival) => arrival.path === path).map((arrival) => arrival.at);
      expect((second ?? Infinity) - (first ?? 0)).toBeLessThan(longestRequestMs(policy, timeoutMs) + 250);
    }
  });
});
