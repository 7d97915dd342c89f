import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFrom } from '../../server/src/config.ts';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { freePort } from '../../scripts/site/demo-api.ts';
import { createTestDatabase, testDialect } from './support/test-database.ts';
import { testSecretKey } from './support/test-server.ts';

const MAIN = resolve('server/src/main.ts');
/** Far more than loopback socket buffers hold: a client that stops reading keeps the answer in flight. */
const MEDIA_BYTES = 64 * 1024 * 1024;

interface Api {
  child: ChildProcess;
  port: number;
  origin: string;
  env: Record<string, string>;
  output: () => string;
  /** Resolves with the exit code and the time of exit (performance.now()). */
  exited: Promise<{ code: number | null; at: number }>;
}

let mediaRoot: string;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;
const started: Api[] = [];

beforeAll(async () => {
  mediaRoot = join(mkdtempSync(join(tmpdir(), 'cl-shutdown-media-')), 'media');
  mkdirSync(join(mediaRoot, 'audio/a01'), { recursive: true });
  writeFileSync(join(mediaRoot, 'audio/a01/broadband.m4a'), Buffer.alloc(MEDIA_BYTES, 0x5a));
  const database = await createTestDatabase();
  const schema =
    testDialect === 'postgres' ? (await database.db.get<{ s: string }>('SELECT current_schema() AS s'))?.s : '';
  databaseUrl = testDialect === 'postgres' ? `${database.url}?search_path=${schema}` : database.url;
  dropDatabase = database.drop;
});

afterAll(() => dropDatabase());

afterEach(() => {
  for (const api of started.splice(0)) if (api.child.exitCode === null) api.child.kill('SIGKILL');
});

/** `npm run api` as a process of its own, outside demo mode; ready once /healthz answers. */
async function startApi(extra: Record<string, string> = {}): Promise<Api> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env['PATH'] ?? '',
    DEMO: 'false',
    SECRET_KEY: testSecretKey(),
    API_ORIGIN: origin,
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    MEDIA_ROOT: mediaRoot,
    MAIL_OUTBOX: mkdtempSync(join(tmpdir(), 'cl-shutdown-outbox-')),
    LOG_LEVEL: 'info',
    ...extra,
  };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: performance.now() }));
  const api = { child, port, origin, env, output: () => output, exited };
  started.push(api);
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`The API exited: ${output}`);
      expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    },
    { timeout: 30_000, interval: 100 },
  );
  return api;
}

/** Starts a GET of the large media file and stops reading as soon as the headers are in. */
async function startSlowDownload(api: Api): Promise<IncomingMessage> {
  const config = configFrom(api.env);
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const path = `/media/s/${expires}/${mediaSignature(config, expires, 'audio/a01')}/audio/a01/broadband.m4a`;
  const response = await new Promise<IncomingMessage>((done, fail) => {
    request(`${api.origin}${path}`, { agent: false }, done).on('error', fail).end();
  });
  response.pause();
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-length']).toBe(String(MEDIA_BYTES));
  return response;
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code === 'ECONNREFUSED'));
  });
}

/** Reads the rest of a paused answer; resolves with its byte count and when it ended. */
async function readToEnd(response: IncomingMessage): Promise<{ bytes: number; at: number }> {
  let bytes = 0;
  response.on('data', (chunk: Buffer) => (bytes += chunk.length));
  response.resume();
  await once(response, 'end');
  return { bytes, at: performance.now() };
}

describe('SIGTERM', () => {
  it('stops accepting, finishes the request in flight, and exits 0 within 10 s', async () => {
    const api = await startApi();
    const download = await startSlowDownload(api);
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    // New connections are refused while the download is still in flight.
    await vi.waitFor(async () => expect(await refused(api.port)).toBe(true), { timeout: 5000, interval: 50 });
    expect(api.child.exitCode).toBeNull();
    const read = await readToEnd(download);
    expect(read.bytes).toBe(MEDIA_BYTES);
    const exit = await api.exited;
    expect(exit.code, api.output()).toBe(0);
    expect(exit.at).toBeGreaterThanOrEqual(read.at);
    expect(exit.at - signalled).toBeLessThan(10_000);
    expect(api.output()).toContain('SIGTERM: draining in-flight requests');
  });

  it('exits 1 when a request outlasts SHUTDOWN_TIMEOUT_SECONDS (a client that stopped reading)', async () => {
    const api = await startApi({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const download = await startSlowDownload(api);
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    download.destroy();
    expect(exit.code).toBe(1);
    expect(exit.at - signalled).toBeGreaterThanOrEqual(900);
    expect(exit.at - signalled).toBeLessThan(5000);
    expect(api.output()).toContain('Requests still in flight after 1 s');
  });

  it('exits 0 at once when nothing is in flight', async () => {
    const api = await startApi();
    const signalled = performance.now();
    api.child.kill('SIGTERM');
    const exit = await api.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(3000);
  });
});
