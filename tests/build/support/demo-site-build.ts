import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

/**
 * Vitest's own variables (`import.meta.env` in tests), which it writes into `process.env`: a build
 * that inherited them would take `BASE_URL=/` for the site's base path and `NODE_ENV=test` for its mode.
 */
const VITEST_VARIABLES = ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV'];

/** This process's environment without {@link VITEST_VARIABLES}, as a build run from a shell gets it. */
export function shellEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_VARIABLES.includes(name)));
}

/**
 * Builds the site's own pages into `outDir` through the real build script, pulling from the API at
 * `apiBase`, with `settings` (the site's env schema: origins, services) on top of this process's
 * environment. Rejects when the build fails; its errors go to this process's stderr.
 */
export async function buildSite(
  outDir: string,
  apiBase: string,
  settings: Readonly<Record<string, string>> = {},
): Promise<void> {
  const build = spawn(process.execPath, [resolve('scripts/build-site.ts'), outDir], {
    env: { ...shellEnvironment(), ...settings, API_BASE: apiBase, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The site build failed (exit ${code}).`);
}
