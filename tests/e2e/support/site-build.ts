import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/**
 * Builds the site into `outDir` as `npm run build` does (scripts/build-site.ts), with `env` added
 * to the runner's environment; rejects when the build fails. Its errors go to the runner's.
 */
export async function buildSiteInto(outDir: string, env: Record<string, string>, label: string): Promise<void> {
  const build = spawn(process.execPath, [resolve('scripts/build-site.ts'), outDir], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const status = await new Promise<number | null>((done, fail) => {
    build.once('error', fail);
    build.once('close', done);
  });
  if (status !== 0) throw new Error(`The ${label} build failed (exit ${status}).`);
}
