import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';

const BASE_PATH = '/music/concert-library';

/** A free loopback port. */
async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  if (address === null || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/** Waits until the API answers with a non-empty catalogue. */
async function waitForCatalogue(apiBase: string): Promise<void> {
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

/** Starts the content API on a fresh SQLite database with the demo catalogue. */
async function startApi(work: string, siteOrigin: string): Promise<{ apiBase: string; api: ChildProcess }> {
  const port = await freePort();
  const api = spawn(process.execPath, [resolve('server/src/main.ts')], {
    env: {
      ...process.env,
      DATABASE_URL: join(work, 'api.sqlite'),
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DEMO: 'true',
      MAIL_OUTBOX: join(work, 'outbox'),
      SITE_ORIGIN: siteOrigin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { apiBase: `http://127.0.0.1:${port}`, api };
}

/**
 * Starts the API (unless E2E_API_BASE names one already running), builds the site into a
 * temporary folder against it, and serves it with the bundled static server. Returns the
 * teardown that stops both and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'concert-library-e2e-'));
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const given = process.env['E2E_API_BASE'];
  const started = given ? undefined : await startApi(work, siteOrigin);
  const apiBase = given ?? started?.apiBase ?? '';
  try {
    await waitForCatalogue(apiBase);
    const outDir = join(work, 'site');
    const build = spawnSync(process.execPath, [resolve('scripts/build-site.ts'), outDir], {
      env: { ...process.env, API_BASE: apiBase, SITE_ORIGIN: siteOrigin, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`The site build failed (exit ${build.status}).`);
    const server = createSiteServer({ root: outDir, base: BASE_PATH });
    await new Promise<void>((done) => server.listen(sitePort, '127.0.0.1', done));
    process.env['E2E_SITE'] = `${siteOrigin}${BASE_PATH}`;
    process.env['E2E_API_BASE'] = apiBase;
    process.env['E2E_SITE_ROOT'] = outDir;
    // The started API's database, where the accounts journeys age a magic link past its 15 minutes.
    if (started) process.env['E2E_API_DATABASE'] = join(work, 'api.sqlite');
    // The started API's mail outbox (one JSON file per message), for journeys that follow emailed links.
    if (started) process.env['E2E_MAIL_OUTBOX'] = join(work, 'outbox');
    return async () => {
      await new Promise<void>((done) => server.close(() => done()));
      started?.api.kill('SIGTERM');
      await rm(work, { recursive: true, force: true });
    };
  } catch (error) {
    started?.api.kill('SIGTERM');
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
