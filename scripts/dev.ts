import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDemoApi, waitForCatalogue } from './site/demo-api.ts';

/**
 * `npm run dev`: Astro's dev server at http://localhost:PORT/music/concert-library/ (default 4321)
 * against the demo API, started on a free port with its database and mail outbox in var/dev/
 * (DEV_DATA_DIR), so accounts made while developing outlast a restart. With API_BASE set, against
 * that host instead. Ctrl-C (or SIGTERM) stops both; the script exits with the dev server's status.
 */
const sitePort = process.env['PORT'] ?? '4321';
const siteOrigin = `http://localhost:${sitePort}`;
const given = process.env['API_BASE'];
const work = resolve(process.env['DEV_DATA_DIR'] ?? 'var/dev');
if (given === undefined) mkdirSync(work, { recursive: true });
const api = given === undefined ? await startDemoApi(work, siteOrigin) : undefined;
const children: ChildProcess[] = api ? [api.process] : [];
const shutdown = new AbortController();

/** The children that have not exited yet. */
function running(): ChildProcess[] {
  return children.filter((child) => child.exitCode === null && child.signalCode === null);
}

/** Stops every child, then exits with `code` once none is left running. */
function stop(code: number): void {
  if (!shutdown.signal.aborted) {
    shutdown.abort();
    process.exitCode = code;
    for (const child of running()) child.kill('SIGTERM');
  }
  if (running().length === 0) process.exit();
}

process.once('SIGINT', () => {
  stop(0);
});
process.once('SIGTERM', () => {
  stop(0);
});
api?.process.once('exit', (code, signal) => {
  if (!shutdown.signal.aborted)
    console.error(`The demo API stopped (${code === null ? String(signal) : `exit ${String(code)}`}).`);
  stop(1);
});

const apiBase = given ?? api?.apiBase ?? '';
try {
  await waitForCatalogue(apiBase);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
}
if (!shutdown.signal.aborted) {
  if (api) console.log(`Demo API at ${apiBase}; its mail (sign-up and magic links) lands in ${work}/outbox.`);
  const astro = spawn(resolve('node_modules/.bin/astro'), ['dev', '--port', sitePort], {
    stdio: 'inherit',
    env: { ...process.env, API_BASE: apiBase, SITE_ORIGIN: siteOrigin },
  });
  children.push(astro);
  astro.once('exit', (code) => {
    stop(code ?? 0);
  });
}
