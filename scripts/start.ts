import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '../server/src/node-flags.ts';

/**
 * `npm start`: the content API with its demo catalogue, then the site built against it and
 * served at http://localhost:PORT/music/concert-library/. Ctrl-C stops both.
 */
const apiPort = process.env['API_PORT'] ?? '8000';
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const sitePort = process.env['PORT'] ?? '4321';
const children: ChildProcess[] = [];

function run(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlags, resolve(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code && code !== 0) {
      console.error(`${script} exited with ${code}`);
      stop(code);
    }
  });
  return child;
}

function stop(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function waitForApi(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`${apiOrigin}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`The API did not answer at ${apiOrigin}/health within a minute.`);
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run(
  'server/src/main.ts',
  [],
  { API_PORT: apiPort, SITE_ORIGIN: process.env['SITE_ORIGIN'] ?? `http://localhost:${sitePort}` },
  API_NODE_FLAGS,
);
await waitForApi();
const build = spawnSync(process.execPath, [resolve('scripts/build-site.ts')], {
  stdio: 'inherit',
  env: { ...process.env, API_BASE: apiOrigin, SITE_ORIGIN: `http://localhost:${sitePort}` },
});
if (build.status !== 0) stop(build.status ?? 1);
run('scripts/site/serve-site.ts', ['dist'], { PORT: sitePort });
