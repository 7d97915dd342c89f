import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * deploy/api-start.sh, what the API's image runs, in a folder laid out as the image is, with stand-ins
 * for the renderer's build (scripts/build-preview.ts) and the API (server/src/main.ts) that say what
 * they were run with and end as told. (The real build's `--if-stale` is tests/build/preview-renderer-build.test.ts's;
 * the image's files, tests/unit/deploy/api-image-files.test.ts's.)
 */

const REPO = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'cl-api-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The image's folder, whose renderer's build ends with `buildExit`. */
function image(name: string, buildExit: number): string {
  const app = join(work, name);
  for (const folder of ['deploy', 'scripts', 'server/src']) mkdirSync(join(app, folder), { recursive: true });
  copyFileSync(join(REPO, 'deploy/api-start.sh'), join(app, 'deploy/api-start.sh'));
  writeFileSync(
    join(app, 'scripts/build-preview.ts'),
    `console.log('build ' + process.argv.slice(2).join(' ')); process.exit(${buildExit});\n`,
  );
  writeFileSync(
    join(app, 'server/src/main.ts'),
    "console.log('api ' + process.pid + ' ' + process.execArgv.join(' '));\n",
  );
  return app;
}

/** Runs the start script as the image's CMD does; its pid, exit code and output. */
function start(app: string): Promise<{ pid: number; code: number | null; stdout: string; stderr: string }> {
  const child = spawn('sh', ['deploy/api-start.sh'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('close', (code) => done({ pid: child.pid ?? -1, code, stdout, stderr }));
  });
}

describe('deploy/api-start.sh', () => {
  it('builds the preview renderer if it is not current, then runs the API in its own place', async () => {
    const run = await start(image('builds', 0));
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    // The API is the process the container started (it gets the stop signal), with the API's Node flags.
    expect(run.stdout).toBe(`build --if-stale\napi ${run.pid} --max-semi-space-size=8\n`);
  });

  it('starts the API when the renderer does not build, and says so', async () => {
    const run = await start(image('fails', 1));
    expect(run.stdout).toBe(`build --if-stale\napi ${run.pid} --max-semi-space-size=8\n`);
    expect(run.stderr).toBe(
      "The studio's preview renderer could not be built (see above): the API starts, and its previews say so.\n",
    );
  });
});
