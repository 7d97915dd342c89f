import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A free loopback port. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/** Waits until the API answers with a non-empty catalogue. */
export async function waitForCatalogue(apiBase: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const compositions = await fetch(`${apiBase}/api/2/combined/`)
      .then(async (r) => (r.ok ? ((await r.json()) as { compositions: unknown[] }).compositions.length : -1))
      .catch(() => -1);
    if (compositions > 0) return;
    if (compositions === 0 && attempt > 20) {
      throw new Error(`The API at ${apiBase} answers an empty catalogue: is the demo seeded (DEMO=true)?`);
    }
    await sleep(250);
  }
  throw new Error(`The API at ${apiBase} did not answer within a minute.`);
}

export interface DemoApi {
  readonly apiBase: string;
  readonly process: ChildProcess;
}

/** What a caller may set beside the defaults: the port (when it must be known first) and more settings. */
export interface DemoApiOptions {
  /** The module that starts it: the API's own, or one that adds test routes (tests/e2e/support/e2e-api.ts). */
  readonly entry?: string;
  /** A free loopback port, e.g. one that the demo sign-in providers already registered callbacks at. */
  readonly port?: number;
  /** Further settings, e.g. AUTH_PROVIDERS. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * The settings a demo API in `work` runs with beside the caller's: what a command run against the
 * same database (such as `npm run studio:admin`) needs too.
 */
export function demoApiSettings(work: string, siteOrigin: string): Record<string, string> {
  return {
    DATABASE_URL: join(work, 'api.sqlite'),
    API_HOST: '127.0.0.1',
    DEMO: 'true',
    MAIL_OUTBOX: join(work, 'outbox'),
    SITE_ORIGIN: siteOrigin,
    LOG_LEVEL: 'warn',
  };
}

/**
 * Starts the content API on a fresh SQLite database with the demo catalogue in `work`
 * (database `api.sqlite`, mail outbox `outbox/`), on a free loopback port.
 */
export async function startDemoApi(work: string, siteOrigin: string, options: DemoApiOptions = {}): Promise<DemoApi> {
  const port = options.port ?? (await freePort());
  const api = spawn(process.execPath, [resolve(options.entry ?? 'server/src/main.ts')], {
    env: { ...process.env, ...options.env, ...demoApiSettings(work, siteOrigin), API_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { apiBase: `http://127.0.0.1:${port}`, process: api };
}
