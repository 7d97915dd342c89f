import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/site/demo-api.ts';
import { CADDYFILE_PATH } from '../../scripts/site/caddyfile.ts';

const REPO = resolve(import.meta.dirname, '../..');

/** Caddy serving a configuration of the repository on a loopback port. */
export interface CaddySite {
  /** `http://127.0.0.1:{port}`. */
  readonly origin: string;
  stop(): Promise<void>;
}

/** Caddy could not be installed or did not start. */
export class CaddyStartError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CaddyStartError';
  }
}

/** Installs Debian's caddy package when the command is missing, as .ci/run does for Chromium. */
export function ensureCaddy(): void {
  if (spawnSync('caddy', ['version']).status === 0) return;
  const install = spawnSync('bash', ['-c', 'apt-get update -qq && apt-get install -y -qq caddy'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  if (install.status !== 0) throw new CaddyStartError(`Could not install caddy: ${install.stderr}`);
}

async function waitUntilServing(origin: string, child: ChildProcess, log: string): Promise<void> {
  // Any answer means Caddy listens; a refused connection means not yet (polled: Caddy says nothing when ready).
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) break;
    const answered = await fetch(origin, { redirect: 'manual' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await sleep(50);
  }
  throw new CaddyStartError(`Caddy did not start serving at ${origin}:\n${readFileSync(log, 'utf8')}`);
}

/**
 * Starts Caddy with the repository's deploy/Caddyfile over `siteRoot`, as an ordinary process: on
 * loopback at `port` (a free one unless given), no admin endpoint, and its state, log and pid file
 * in a temporary folder. `launcher` is a command that runs the one after it, Caddy's, in a setting
 * of its own (e.g. a mount namespace); it must end by executing Caddy, so that stopping the process
 * stops Caddy. Used by the build tests and the Playwright quality suite.
 */
export async function startCaddySite(
  siteRoot: string,
  givenPort?: number,
  launcher: readonly string[] = [],
): Promise<CaddySite> {
  const port = givenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  return startCaddy(CADDYFILE_PATH, origin, { SITE_ROOT: siteRoot, SITE_ADDRESS: origin }, launcher);
}

/**
 * Starts Caddy with a configuration of the repository (`deploy/…`) and settings for it, on
 * loopback without an admin endpoint, its state, log and pid file in a temporary folder, through
 * `launcher` when given (see startCaddySite); resolves once `origin` answers.
 */
export async function startCaddy(
  config: string,
  origin: string,
  env: Record<string, string>,
  launcher: readonly string[] = [],
): Promise<CaddySite> {
  ensureCaddy();
  const work = mkdtempSync(join(tmpdir(), 'concert-library-caddy-'));
  const log = join(work, 'caddy.log');
  const output = openSync(log, 'a');
  const caddy = [
    'caddy',
    'run',
    '--adapter',
    'caddyfile',
    '--config',
    join(REPO, config),
    '--pidfile',
    join(work, 'caddy.pid'),
  ];
  const [command = 'caddy', ...args] = [...launcher, ...caddy];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      SITE_BIND: '127.0.0.1',
      CADDY_ADMIN: 'off',
      HOME: work,
      XDG_DATA_HOME: join(work, 'data'),
      XDG_CONFIG_HOME: join(work, 'config'),
      ...env,
    },
    stdio: ['ignore', output, output],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
