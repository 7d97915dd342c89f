import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readOutbox } from '../../server/src/mail/outbox-mailer.ts';
import { API_NODE_FLAGS } from '../../server/src/node-flags.ts';

/**
 * `npm run bench:api`: requests/s and latency of the API, measured from a second process
 * (autocannon) on loopback, on the demo catalogue and on the scale catalogue. Results go to
 * bench/results/api.json. DURATION (seconds per run, default 10) and CONNECTIONS (default 50)
 * may be set in the environment.
 */
const duration = process.env['DURATION'] ?? '10';
const connections = process.env['CONNECTIONS'] ?? '50';
const port = 8765;
const origin = `http://127.0.0.1:${port}`;

interface RunFigures {
  requests_per_second: number;
  latency_p50_ms: number;
  latency_p99_ms: number;
  /** Answers by status class: a 304 run should be all 3xx, the others all 2xx. */
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  errors: number;
}

/** One autocannon run in its own process; its JSON summary reduced to the figures we quote. */
function autocannon(url: string, headers: Record<string, string>): RunFigures {
  const args = ['-c', connections, '-d', duration, '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const out = spawnSync(process.execPath, [resolve('node_modules/autocannon/autocannon.js'), ...args, url], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (out.status !== 0) throw new Error(`autocannon failed: ${out.stderr}`);
  const result = JSON.parse(out.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    '2xx': number;
    '3xx': number;
    '4xx': number;
    '5xx': number;
  };
  return {
    requests_per_second: Math.round(result.requests.average),
    latency_p50_ms: result.latency.p50,
    latency_p99_ms: result.latency.p99,
    status: { '2xx': result['2xx'], '3xx': result['3xx'], '4xx': result['4xx'], '5xx': result['5xx'] },
    errors: result.errors,
  };
}

/** The API under measurement, with the id of its process (a process that was spawned has one). */
interface RunningApi {
  process: ChildProcess;
  pid: number;
}

async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, resolve('server/src/main.ts')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_PORT: String(port),
      API_ORIGIN: origin,
      SECRET_KEY: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
  });
  const { pid } = child;
  // Without a pid the process could not be spawned (its 'error' event says why): nothing will answer.
  if (pid === undefined) throw new Error('The API did not start.');
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${origin}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { process: child, pid };
    await sleep(250);
  }
  child.kill();
  throw new Error('The API did not start.');
}

/** Peak resident memory of a process, in MB (VmHWM). */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Registers, verifies and signs in a listener; answers its access token. */
async function signedInToken(outbox: string): Promise<string> {
  const email = `bench-${Date.now()}@example.org`;
  const form = (data: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(data).toString(),
  });
  const password = 'a-long-bench-password';
  const registered = await fetch(
    `${origin}/rest-auth/registration/`,
    form({ email, password1: password, password2: password, first_name: 'Bench', last_name: 'Listener' }),
  );
  if (!registered.ok) throw new Error(`registration: ${registered.status} ${await registered.text()}`);
  // Mail leaves after the answer (so answers do not reveal accounts): wait for it.
  let key: string | undefined;
  for (let i = 0; i < 50 && !key; i++) {
    key = (await readOutbox(outbox)).find((m) => m.to === email)?.link?.split('/email-confirm/')[1];
    if (!key) await sleep(100);
  }
  if (!key) throw new Error('no verification link in the outbox');
  const verified = await fetch(`${origin}/rest-auth/registration/verify-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key }),
  });
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  const session = await fetch(`${origin}/api/token/`, form({ email, password }));
  if (!session.ok) throw new Error(`sign-in: ${session.status}`);
  return ((await session.json()) as { access: string }).access;
}

/** The uuid of an audio recording of the first composition that has one. */
async function someRecordingUuid(): Promise<string> {
  const combined = (await (await fetch(`${origin}/api/2/combined/`)).json()) as {
    compositions: { identifier: string; has_audio: boolean }[];
  };
  for (const composition of combined.compositions.filter((c) => c.has_audio).slice(0, 20)) {
    const detail = (await (await fetch(`${origin}/api/2/compositions/${composition.identifier}/`)).json()) as {
      performances: { recordings: { uuid: string; type: string }[] }[];
    };
    const recording = detail.performances.flatMap((p) => p.recordings).find((r) => r.type === 'A');
    if (recording) return recording.uuid;
  }
  throw new Error('no audio recording found');
}

async function benchCatalogue(name: string, env: Record<string, string>) {
  const outbox = mkdtempSync(join(tmpdir(), 'cl-bench-outbox-'));
  const api = await startApi({ ...env, MAIL_OUTBOX: outbox });
  try {
    const combined = await fetch(`${origin}/api/2/combined/`, { headers: { 'accept-encoding': 'identity' } });
    const etag = combined.headers.get('etag') ?? '';
    const combinedBytes = (await combined.arrayBuffer()).byteLength;
    const brotliBytes = Number(
      (await fetch(`${origin}/api/2/combined/`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })).headers.get(
        'content-length',
      ),
    );
    const token = await signedInToken(outbox);
    const uuid = await someRecordingUuid();
    // Each run stands alone: the light runs go first, so the multi-megabyte identity answers of the
    // scale catalogue (gigabytes through the sockets) do not leave garbage behind for the others.
    const streamLinks = autocannon(`${origin}/api/2/stream/recording/${uuid}/`, { authorization: `Bearer ${token}` });
    const combined304 = autocannon(`${origin}/api/2/combined/`, { 'if-none-match': etag });
    const combinedBrotli = autocannon(`${origin}/api/2/combined/`, { 'accept-encoding': 'br' });
    const rssBeforeIdentity = peakRssMb(api.pid);
    const combinedIdentity = autocannon(`${origin}/api/2/combined/`, { 'accept-encoding': 'identity' });
    const figures = {
      combined_bytes: combinedBytes,
      combined_brotli_bytes: brotliBytes,
      stream_links: streamLinks,
      combined_304: combined304,
      combined_200_brotli: combinedBrotli,
      combined_200_identity: combinedIdentity,
      peak_rss_mb_before_identity_run: rssBeforeIdentity,
      peak_rss_mb: peakRssMb(api.pid),
    };
    console.log(name, JSON.stringify(figures, null, 2));
    return figures;
  } finally {
    api.process.kill('SIGTERM');
    await sleep(300);
  }
}

const work = mkdtempSync(join(tmpdir(), 'cl-bench-'));
const demo = await benchCatalogue('demo', { DATABASE_URL: join(work, 'demo.sqlite'), DEMO: 'true' });
const scaleDb = join(work, 'scale.sqlite');
const scaleFile = join(work, 'scale-catalog.json');
for (const [script, args] of [
  ['scripts/seed-scale.ts', [scaleFile]],
  ['server/src/cli/catalog-cli.ts', ['import', scaleFile]],
] as const) {
  const done = spawnSync(process.execPath, [resolve(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: scaleDb, DEMO: 'false' },
  });
  if (done.status !== 0) throw new Error(`${script} failed`);
}
const scale = await benchCatalogue('scale', { DATABASE_URL: scaleDb, DEMO: 'false' });
const results = {
  measured_at: new Date().toISOString(),
  machine: `${(await import('node:os')).cpus().length} cores, node ${process.version}`,
  settings: { duration_seconds: Number(duration), connections: Number(connections), database: 'sqlite' },
  demo,
  scale,
};
writeFileSync(resolve('bench/results/api.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('Wrote bench/results/api.json');
