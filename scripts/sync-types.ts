import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoApi, waitForCatalogue } from './site/demo-api.ts';

/**
 * Writes Astro's generated types (`.astro/types.d.ts`: astro:env, astro:content) that the
 * type check reads. `astro sync` runs the content loaders, which read the API, so on a fresh
 * clone it needs one: this starts the demo API on a throwaway database, syncs against it with
 * a throwaway content cache, and stops it. With API_BASE set, it syncs against that host.
 * `--if-missing` (what `npm run lint` runs first, so lint works on a fresh clone) does nothing
 * when the types are already there.
 */
if (process.argv.includes('--if-missing') && existsSync(resolve('.astro/types.d.ts'))) process.exit(0);
const work = await mkdtemp(join(tmpdir(), 'concert-library-sync-'));
const given = process.env['API_BASE'];
const started = given ? undefined : await startDemoApi(work, 'http://127.0.0.1:4321');
// Set at the end of the try: when anything before it throws, the error ends the script instead.
let status: number;
try {
  const apiBase = given ?? started?.apiBase ?? '';
  await waitForCatalogue(apiBase);
  const sync = spawnSync(resolve('node_modules/.bin/astro'), ['sync'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      API_BASE: apiBase,
      ASTRO_CACHE_DIR: join(work, 'astro-cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  });
  status = sync.status ?? 1;
  if (status !== 0) console.error(`astro sync failed (exit ${status}).`);
} finally {
  started?.process.kill('SIGTERM');
  await rm(work, { recursive: true, force: true });
}
process.exit(status);
