import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3ClientFromEnv } from '../../server/src/storage/s3-client.ts';
import {
  BUCKET_CLIENT_TIMEOUTS,
  createBucketSiteServer,
  type BucketSiteOptions,
} from '../../scripts/site/bucket-site-server.ts';
import { publishBucketBuild } from './support/bucket-build.ts';
import { startLocalS3, type LocalS3 } from '../support/local-s3.ts';
import { stalledReader, type StalledReader } from './support/raw-http.ts';
import { startStallingProxy } from '../support/stalling-proxy.ts';

/**
 * The origin server of a bucket target when the other end is slow: visitors that never read
 * what they asked for, and a bucket that stops answering. Neither may take the site down.
 */

const BUCKET = 'concert-library-stalls';
const PREFIX = 'music';
const BASE = '/music/concert-library';
const BUILD = '20261124T100000Z-aaaa';
// Larger than what the kernel's socket buffers take in for a reader that reads nothing (4 MB of
// send buffer at most here, tcp_wmem), so such a reader really stops the server's writes.
const BIG = randomBytes(16 * 1024 * 1024);

let s3: LocalS3;
const servers: Server[] = [];
const readers: StalledReader[] = [];

/** Starts an origin on a free port with `options` over the defaults of these tests. */
async function startOrigin(options: Partial<BucketSiteOptions> = {}): Promise<{ origin: string; server: Server }> {
  const server = createBucketSiteServer({ client: s3.client, bucket: BUCKET, prefix: PREFIX, base: BASE, ...options });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** `promise`, or a failure naming what did not happen within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Settles once `count` of `promises` have fulfilled. */
function fulfilled(promises: readonly Promise<unknown>[], count: number): Promise<void> {
  let done = 0;
  return new Promise((resolve) => {
    for (const promise of promises)
      promise.then(
        () => {
          done += 1;
          if (done === count) resolve();
        },
        () => undefined,
      );
  });
}

/**
 * Has a reader that reads nothing ask an origin with `options` for the big file, waits for the
 * server to close its end of the connection (the paused reader itself notices nothing), then
 * reads what had come: how many bytes that is.
 */
async function bytesBeforeCutOff(options: Partial<BucketSiteOptions>): Promise<number> {
  const { origin, server } = await startOrigin(options);
  const closedByServer = new Promise<void>((resolve) =>
    server.once('connection', (socket) => socket.once('close', () => resolve())),
  );
  const reader = stalledReader(origin, `${BASE}/big.bin`);
  readers.push(reader);
  expect(await reader.statusLine).toBe('HTTP/1.1 200 OK');
  await within(closedByServer, 20_000, 'the reader cut off');
  return within(reader.readToEnd(), 20_000, 'the rest read');
}

beforeAll(async () => {
  s3 = await startLocalS3(BUCKET);
  await publishBucketBuild(s3.client, { bucket: BUCKET, prefix: PREFIX }, BUILD, {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Page not found</h1>',
    'big.bin': BIG,
  });
});

afterEach(() => {
  for (const reader of readers.splice(0)) reader.destroy();
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise<void>((done) => server.close(() => done()))));
  await s3.close();
});

describe('the bucket origin and visitors that never read', () => {
  it('still answers a visitor within seconds while sixty readers of a 16 MB file read nothing', async () => {
    // The local S3 shares this process's CPU with the readers: what is timed is the visitor's
    // wait, not whether the bucket keeps to the origin's deadline on a loaded machine.
    const { origin } = await startOrigin({ bucketTimeoutMs: 20_000 });
    for (let count = 0; count < 60; count += 1) readers.push(stalledReader(origin, `${BASE}/big.bin`));
    // Most of them have their answer begun: each has had the bucket's object opened for it.
    await within(
      fulfilled(
        readers.map((reader) => reader.statusLine),
        50,
      ),
      60_000,
      'fifty readers answered',
    );
    const page = await within(fetch(`${origin}${BASE}/`), 15_000, 'a visitor’s page while readers hang');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>Home</h1>');
    const lines = await within(Promise.all(readers.map((reader) => reader.statusLine)), 30_000, 'all sixty answered');
    expect(new Set(lines)).toEqual(new Set(['HTTP/1.1 200 OK']));
  });

  it('still sends the whole file to a visitor that reads it', async () => {
    const { origin } = await startOrigin();
    const answer = await fetch(`${origin}${BASE}/big.bin`);
    expect(answer.headers.get('content-length')).toBe(String(BIG.length));
    expect(Buffer.from(await answer.arrayBuffer()).equals(BIG)).toBe(true);
  });

  it('closes the connection of a reader that takes nothing for the idle time', async () => {
    expect(await bytesBeforeCutOff({ responseIdleMs: 1000 })).toBeLessThan(BIG.length);
  });

  it('closes the connection of a reader still at it when the time for one answer is up', async () => {
    expect(await bytesBeforeCutOff({ responseIdleMs: 120_000, responseDeadlineMs: 1000 })).toBeLessThan(BIG.length);
  });
});

describe('the bucket origin and a bucket that stops answering', () => {
  it('answers 502 within seconds and logs one short line', async () => {
    const proxy = await startStallingProxy(s3.env['AWS_ENDPOINT_URL_S3'] ?? '');
    const client = s3.clientVia(proxy.url);
    const logged: string[] = [];
    try {
      // The pointer read first stays trusted: what is timed is the read of the page's objects.
      const log = (line: string) => logged.push(line);
      const { origin } = await startOrigin({ client, log, pointerTtlMs: 3_600_000 });
      expect((await fetch(`${origin}${BASE}/`)).status).toBe(200);
      proxy.stall();
      const long = `${BASE}/${'x'.repeat(400)}/`;
      const answer = await within(fetch(`${origin}${long}`), 20_000, 'an answer from a stalled bucket');
      expect(answer.status).toBe(502);
      expect(await answer.text()).toBe('The site could not be read.');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(
        /^Could not answer \/music\/concert-library\/x+… from s3:\/\/concert-library-stalls: no answer within \d+ ms$/,
      );
      expect(logged[0]?.length).toBeLessThan(long.length);
    } finally {
      client.destroy();
      await proxy.close();
    }
  });

  it('gives the origin an S3 client that gives up on a bucket that accepts and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: TcpServer = createTcpServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    // The SDK reads credentials from the process's environment, as `npm run serve:bucket` has it.
    for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
    vi.stubEnv('AWS_ENDPOINT_URL_S3', `http://127.0.0.1:${port}`);
    const client = s3ClientFromEnv(process.env, BUCKET_CLIENT_TIMEOUTS);
    try {
      const read = client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'music/current.json' }));
      await expect(within(read, 30_000, 'the client giving up')).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      client.destroy();
      vi.unstubAllEnvs();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => silent.close(() => done()));
    }
  });
});
