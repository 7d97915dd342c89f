import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/src/mail/outbox-mailer.ts';
import { SessionSchema } from '../../src/lib/api/auth.ts';
import { StreamAnswerSchema } from '../../src/lib/api/stream-links.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { RECORDINGS } from '../fixtures/catalog/small-catalog-keys.ts';
import { ensureCaddy } from '../support/caddy-server.ts';
import { childProcesses } from '../support/child-processes.ts';

/**
 * `npm run prod:local` end to end: the real script with two API instances on a PostgreSQL
 * database of its own and the local Redis behind Caddy, driven over HTTP as a visitor would, an
 * instance killed under load and brought back, then stopped as with Ctrl-C.
 */

const run = promisify(execFile);
const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const databaseName = `cl_prodlocal_${randomBytes(6).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const prefix = `concert-library-prodlocal-test:${randomUUID()}:`;
const work = mkdtempSync(join(tmpdir(), 'cl-prod-local-'));
const siteRoot = join(work, 'site');
const outbox = join(work, 'state', 'outbox');

/** The addresses prod:local printed (the site's origin, without its base path). */
interface Stack {
  site: string;
  api: string;
  a: string;
  b: string;
}

let stack: Stack | undefined;
let child: ChildProcess | undefined;
let output = '';

/** Reads one printed address: `  {label}  http://…`. */
function address(label: string): string {
  const found = new RegExp(`^  ${label} +(http://\\S+)`, 'm').exec(output)?.[1];
  if (!found) throw new Error(`prod:local printed no ${label}:\n${output}`);
  return found.replace(/\/$/, '');
}

beforeAll(async () => {
  ensureCaddy();
  mkdirSync(siteRoot, { recursive: true });
  writeFileSync(join(siteRoot, 'index.html'), '<!doctype html><title>Concert Library</title><p>the built site');
  writeFileSync(join(siteRoot, '404.html'), '<!doctype html><title>Not found</title>');
  child = spawn(process.execPath, [resolve('scripts/prod-local.ts')], {
    env: {
      ...process.env,
      PROD_DATABASE_URL: databaseUrl,
      PROD_REDIS_URL: redisUrl,
      PROD_SITE_PORT: '0',
      PROD_API_PORT: '0',
      PROD_INSTANCE_PORTS: '0,0',
      PROD_SITE_ROOT: siteRoot,
      PROD_WORK: join(work, 'state'),
      RATE_LIMIT_PREFIX: prefix,
      AUTH_RATE_LIMIT: '3',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await vi.waitFor(
    () => {
      if (child?.exitCode !== null) throw new Error(`prod:local exited:\n${output}`);
      expect(output).toContain('Ctrl-C stops everything.');
    },
    { timeout: 90_000, interval: 100 },
  );
  stack = {
    site: new URL(address('site')).origin,
    api: address('API \\(balanced\\)'),
    a: address('API instance A'),
    b: address('API instance B'),
  };
  // The catalogue, imported as an operator would, into the database both instances share.
  const catalogFile = join(work, 'catalog.json');
  writeFileSync(catalogFile, JSON.stringify(smallCatalog));
  await run(process.execPath, [resolve('server/src/cli/catalog-cli.ts'), 'import', catalogFile], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = once(child, 'exit');
    child.kill('SIGINT');
    await exited;
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  rmSync(work, { recursive: true, force: true });
});

const postJson = (origin: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** The newest mail to `to` whose link contains `part`, once it is in the outbox. */
async function mailLink(to: string, part: string): Promise<string> {
  let link: string | undefined;
  await vi.waitFor(
    async () => {
      link = (await readOutbox(outbox)).filter((m) => m.to === to && m.link?.includes(part)).at(-1)?.link;
      expect(link).toBeDefined();
    },
    { timeout: 10_000, interval: 100 },
  );
  return link!;
}

/** Whether a new TCP connection to the origin is refused. */
function refused(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    socket.on('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.on('error', () => done(true));
  });
}

describe('npm run prod:local', () => {
  let access = '';

  it('serves the built site and the API through Caddy, and both instances are ready', async () => {
    const page = await fetch(`${stack!.site}${BASE_PATH}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the built site');
    for (const origin of [stack!.api, stack!.a, stack!.b]) {
      const ready = await fetch(`${origin}/readyz`);
      expect(ready.status, origin).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    }
    // Both instances serve the imported catalogue (each re-reads its version within a second).
    await vi.waitFor(
      async () => {
        for (const origin of [stack!.api, stack!.a, stack!.b]) {
          const combined = (await (await fetch(`${origin}/api/2/combined/`)).json()) as { compositions: unknown[] };
          expect(combined.compositions.length, origin).toBeGreaterThan(0);
        }
      },
      { timeout: 10_000, interval: 200 },
    );
  });

  it('signs up, then signs in by magic link: asked of instance A, followed on instance B', async () => {
    const email = 'listener@example.com';
    const registered = await postJson(stack!.api, '/rest-auth/registration/', {
      email,
      password1: 'a-long-listener-password',
      password2: 'a-long-listener-password',
      first_name: 'Lis',
      last_name: 'Tener',
    });
    expect(registered.status).toBe(201);
    expect((await postJson(stack!.a, '/api/sesame_login/', { email })).status).toBe(200);
    const link = await mailLink(email, '/magic/');
    // Emailed links lead to the site's address that prod:local printed.
    expect(link.startsWith(`${stack!.site}${BASE_PATH}/magic/`)).toBe(true);
    const sesame = decodeURIComponent(link.slice(link.lastIndexOf('/magic/') + '/magic/'.length).replace(/\/$/, ''));
    const signedIn = await postJson(stack!.b, '/api/sesame_token/', { sesame });
    expect(signedIn.status).toBe(200);
    const session = SessionSchema.parse(await signedIn.json());
    expect(session.user.email).toBe(email);
    access = session.access;
  });

  it('hands out a stream link on instance A whose media instance B (and Caddy) serves', async () => {
    const answer = await fetch(`${stack!.a}/api/2/stream/recording/${RECORDINGS.serenadeAudio}/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(answer.status).toBe(200);
    const links = StreamAnswerSchema.parse(await answer.json()).stream_links;
    const media = links.broadband_standard_dynamics!;
    // Links name the public, balanced address of the API.
    expect(media.startsWith(`${stack!.api}/media/s/`)).toBe(true);
    const onB = await fetch(media.replace(stack!.api, stack!.b), { headers: { range: 'bytes=0-99' } });
    expect(onB.status).toBe(206);
    expect((await onB.arrayBuffer()).byteLength).toBe(100);
    const throughCaddy = await fetch(media, { method: 'HEAD' });
    expect(throughCaddy.status).toBe(200);
    expect(Number(throughCaddy.headers.get('content-length'))).toBeGreaterThan(100);
    // A forged signature is refused on either instance.
    const forged = media.replace(/\/media\/s\/(\d+)\/[^/]+\//, '/media/s/$1/forged/');
    expect((await fetch(forged.replace(stack!.api, stack!.b))).status).toBe(403);
  });

  it('counts rate limits in Redis: a limit reached on instance A holds on instance B', async () => {
    const badSignIn = (origin: string) =>
      postJson(origin, '/api/token/', { email: 'guess@example.com', password: 'a-wrong-password' });
    for (let i = 0; i < 3; i++) expect((await badSignIn(stack!.a)).status).toBe(400);
    expect((await badSignIn(stack!.b)).status).toBe(429);
  });

  it('loses no request while instance A is killed under load, and brings A back', async () => {
    const port = new URL(stack!.a).port;
    const instancePid = () => childProcesses(child!.pid!).find((p) => p.env['API_PORT'] === port)?.pid;
    const killed = instancePid();
    expect(killed).toBeDefined();
    const url = `${stack!.api}/api/2/combined/`;
    const failures: string[] = [];
    let answered = 0;
    let back = false;
    // Four clients asking through Caddy until A answers again, and for at least 5 s, at most 90 s.
    const started = Date.now();
    const client = async () => {
      while (Date.now() - started < 90_000 && !(back && Date.now() - started > 5000)) {
        try {
          const answer = await fetch(url);
          await answer.arrayBuffer();
          if (answer.status === 200) answered++;
          else failures.push(`status ${answer.status}`);
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Promise.all([client(), client(), client(), client()]);
    await vi.waitFor(() => expect(answered).toBeGreaterThan(20), { timeout: 30_000, interval: 20 });
    process.kill(killed!, 'SIGKILL');
    await vi.waitFor(
      async () => {
        expect(instancePid()).not.toBe(killed);
        expect((await fetch(`${stack!.a}/healthz`)).status).toBe(200);
      },
      { timeout: 60_000, interval: 200 },
    );
    back = true;
    await clients;
    console.log(`Instance A killed under load: ${failures.length} of ${answered + failures.length} requests failed.`);
    expect(failures).toEqual([]);
    expect(output).toContain('api-A ended (SIGKILL): restarting it');
    expect((await fetch(`${stack!.a}/readyz`)).status).toBe(200);
  });

  it('stops everything on Ctrl-C (SIGINT), exiting 0', async () => {
    const exited = once(child!, 'exit');
    child!.kill('SIGINT');
    const [code] = (await exited) as [number | null];
    expect(code, output).toBe(0);
    for (const origin of [stack!.site, stack!.api, stack!.a, stack!.b])
      expect(await refused(origin), origin).toBe(true);
  });
});
