import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/site/demo-api.ts';

/**
 * `npm run dev` (scripts/dev.ts) against the demo API it starts: the dev server renders the
 * catalogue, and SIGTERM stops the dev server and the API before the script itself ends, so
 * stopping it never leaves a server holding its port.
 */

const REPO = resolve(import.meta.dirname, '../..');

it('serves the demo catalogue, and SIGTERM stops both servers', async () => {
  const work = mkdtempSync(join(tmpdir(), 'concert-library-dev-'));
  const port = await freePort();
  // Its own process group, so that the test can end whatever the script leaves behind if it fails.
  const dev = spawn(process.execPath, ['scripts/dev.ts'], {
    cwd: REPO,
    detached: true,
    env: {
      // Astro's dev server serves no page when it finds VITEST set (it takes itself for a test's server).
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      PORT: String(port),
      DEV_DATA_DIR: work,
      ASTRO_CACHE_DIR: join(work, 'astro-cache'),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => {
    dev.once('exit', done);
  });
  const site = `http://localhost:${String(port)}/music/concert-library/`;
  try {
    const page = await vi.waitFor(
      async () => {
        const answer = await fetch(`${site}compositions/`);
        expect(answer.status, output).toBe(200);
        return answer.text();
      },
      { timeout: 120_000, interval: 500 },
    );
    expect(page).toContain('Beethoven');
    const apiBase = /Demo API at (http:\/\/[\d.:]+);/.exec(output)?.[1];
    expect(apiBase, output).toBeDefined();
    expect((await fetch(`${apiBase ?? ''}/health`)).ok).toBe(true);

    dev.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    await expect(fetch(site)).rejects.toThrow();
    await expect(fetch(`${apiBase ?? ''}/health`)).rejects.toThrow();
  } finally {
    try {
      if (dev.pid !== undefined) process.kill(-dev.pid, 'SIGKILL');
    } catch {
      // The group is already empty: the script stopped everything it started.
    }
    rmSync(work, { recursive: true, force: true });
  }
});
