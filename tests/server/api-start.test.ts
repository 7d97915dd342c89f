import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { mediaSignature } from '../../server/src/streams/media-signature.ts';
import { freePort } from '../../scripts/site/demo-api.ts';
import { standInRenderer } from './support/stand-in-renderer.ts';
import { createTestDatabase, testDialect } from './support/test-database.ts';
import { testSecretKey } from './support/test-server.ts';

const MAIN = resolve('server/src/main.ts');

/** `npm run api` as a process of its own, with only `env` (and PATH) in its environment. */
function startApi(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * How long a refusal may take: the process loads the server's modules before it checks its settings,
 * which on two cores shared with another build takes seconds. An API that starts after all is
 * stopped then, so a failing test leaves no process behind.
 */
const REFUSAL_MS = 60_000;

/** Starts the API with `env`, expecting it to refuse: answers its exit code and its output. */
async function refusal(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const api = startApi(env);
  try {
    const [code] = (await once(api.child, 'exit', { signal: AbortSignal.timeout(REFUSAL_MS) })) as [number | null];
    return { code, output: api.output() };
  } catch (error) {
    throw new Error(`The API did not refuse to start: ${api.output()}`, { cause: error });
  } finally {
    await stop(api);
  }
}

/** Waits until a started API answers /health, or fails with what it printed. */
async function ready(api: ReturnType<typeof startApi>, origin: string): Promise<void> {
  // A refused connection or an answer other than 200 throws, and vi.waitFor asks again.
  const healthy = await vi
    .waitFor(
      async () => {
        if (api.child.exitCode !== null) return false;
        const answer = await fetch(`${origin}/health`);
        if (!answer.ok) throw new Error(`/health answered ${answer.status}`);
        return true;
      },
      { timeout: 60_000, interval: 100 },
    )
    .catch(() => false);
  if (!healthy) throw new Error(`The API did not start: ${api.output()}`);
}

/** The test database's URL for an API of its own: on PostgreSQL, with its schema as the search_path. */
async function searchPathUrl(database: Awaited<ReturnType<typeof createTestDatabase>>): Promise<string> {
  const schema = (await database.db.get<{ s: string }>('SELECT current_schema() AS s'))?.s ?? '';
  return `${database.url}?search_path=${schema}`;
}

async function stop(api: ReturnType<typeof startApi>): Promise<void> {
  if (api.child.exitCode !== null) return;
  const exited = once(api.child, 'exit');
  api.child.kill('SIGTERM');
  await exited;
}

describe('starting the API', () => {
  const production = { DEMO: 'false', API_ORIGIN: 'https://api.example.org', LOG_LEVEL: 'silent' };

  it.each([
    ['without SECRET_KEY', production, /^Concert Library API not started: SECRET_KEY is not set: outside demo mode/],
    [
      'with a short SECRET_KEY',
      { ...production, SECRET_KEY: 'only-twenty-five-bytes-!!' },
      /^Concert Library API not started: SECRET_KEY is too short \(25 bytes\): it needs at least 32 bytes/,
    ],
    [
      'with the published development secret',
      { ...production, SECRET_KEY: 'development-only-secret-change-me' },
      /^Concert Library API not started: SECRET_KEY is a published example value/,
    ],
    [
      'without API_ORIGIN',
      { DEMO: 'false', SECRET_KEY: 'a-secret-of-at-least-thirty-two-bytes', LOG_LEVEL: 'silent' },
      /^Concert Library API not started: API_ORIGIN is not set: outside demo mode/,
    ],
  ])(
    'outside demo mode refuses to start %s, in one line on stderr',
    async (_case, env, message) => {
      const { code, output } = await refusal(env);
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      const lines = output.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(message);
      expect(output).not.toMatch(/\n\s+at /);
    },
    REFUSAL_MS + 10_000,
  );

  it('in demo mode without SECRET_KEY, keeps a secret in a 0600 file, never logs it, and reuses it', async () => {
    const work = mkdtempSync(join(tmpdir(), 'cl-demo-start-'));
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    // The API reaches the test's own database: on PostgreSQL, its schema through the URL's search_path.
    const database = await createTestDatabase();
    const env = {
      DEMO: 'true',
      API_PORT: String(port),
      DATABASE_URL: testDialect === 'postgres' ? await searchPathUrl(database) : database.url,
      MAIL_OUTBOX: join(work, 'outbox'),
      SECRET_KEY_FILE: join(work, 'var', 'secret-key'),
      LOG_LEVEL: 'debug',
    };
    const first = startApi(env);
    let secret: string;
    try {
      await ready(first, origin);
      expect(statSync(env.SECRET_KEY_FILE).mode & 0o777).toBe(0o600);
      secret = readFileSync(env.SECRET_KEY_FILE, 'utf8').trim();
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    } finally {
      await stop(first);
    }
    const second = startApi(env);
    try {
      await ready(second, origin);
      expect(readFileSync(env.SECRET_KEY_FILE, 'utf8').trim()).toBe(secret);
      // The second start signs with the file's secret: a link signed with it plays, one signed with another does not.
      const expires = Math.floor(Date.now() / 1000) + 600;
      const link = (key: string) =>
        `${origin}/media/s/${expires}/${mediaSignature({ secretKeys: [key] }, expires, 'audio/a01')}/audio/a01/cellular.m4a`;
      expect((await fetch(link(secret), { method: 'HEAD' })).status).toBe(200);
      expect((await fetch(link(testSecretKey()), { method: 'HEAD' })).status).toBe(403);
    } finally {
      await stop(second);
      await database.drop();
    }
    expect(first.output()).toContain('Server listening');
    expect(second.output()).toContain('incoming request');
    for (const api of [first, second]) expect(api.output()).not.toContain(secret);
  }, 90_000);

  it('says once, when it starts, that its preview renderer was built from other code or settings', async () => {
    const work = mkdtempSync(join(tmpdir(), 'cl-renderer-start-'));
    const port = await freePort();
    const database = await createTestDatabase();
    const renderer = standInRenderer();
    const env = {
      DEMO: 'false',
      SECRET_KEY: testSecretKey(),
      API_ORIGIN: `http://127.0.0.1:${port}`,
      API_PORT: String(port),
      DATABASE_URL: testDialect === 'postgres' ? await searchPathUrl(database) : database.url,
      MAIL_OUTBOX: join(work, 'outbox'),
      PREVIEW_RENDERER_DIR: renderer.dir,
      LOG_LEVEL: 'warn',
    };
    // Built for another site: its origin differs from the one this API's settings give.
    renderer.stampFor(env, { SITE_ORIGIN: 'https://elsewhere.example.org' });
    const api = startApi(env);
    try {
      await ready(api, `http://127.0.0.1:${port}`);
      await fetch(`http://127.0.0.1:${port}/health`);
    } finally {
      await stop(api);
      await database.drop();
      renderer.close();
    }
    const said = api.output().match(/was built from other settings \(SITE_ORIGIN\) than this API's/g) ?? [];
    expect(said, api.output()).toHaveLength(1);
    expect(api.output()).toContain('run npm run build:preview, then restart the API.');
  }, 90_000);
});
