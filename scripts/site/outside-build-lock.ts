import { mkdirSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { lock } from 'proper-lockfile';

/** How long a holder may go without touching the lock before another build takes it over (a build that died). */
const STALE_MS = 60_000;

/** Whether `path` is `folder` or inside it. */
function isWithin(path: string, folder: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (!rest.startsWith('..') && !isAbsolute(rest));
}

/**
 * Runs `build`, an `astro build` into `outDir`, one at a time with the project's other builds into
 * folders outside it. Astro keeps a static build's server bundle in its output folder when that is
 * inside the project, and in one working folder under the project's `.astro/` when it is not; two
 * such builds at once (a publish and a scheduled rebuild, two publishing sites in the browser
 * tests) would write over and delete each other's bundle and fail. A build into the project runs
 * at once. The lock is a folder beside that working folder, which a build that died leaves stale,
 * and the next one takes over. `project` is the folder Astro runs in.
 */
export async function oneOutsideBuildAtATime<T>(
  outDir: string,
  build: () => Promise<T>,
  project = process.cwd(),
): Promise<T> {
  if (isWithin(resolve(outDir), project)) return build();
  const dotAstro = join(project, '.astro');
  mkdirSync(dotAstro, { recursive: true });
  const release = await lock(dotAstro, {
    lockfilePath: join(dotAstro, 'outside-build.lock'),
    stale: STALE_MS,
    retries: { forever: true, minTimeout: 250, maxTimeout: 2_000 },
    // Losing the lock to a slow refresh is no reason to stop a build that is nearly done.
    onCompromised: (error) => console.warn(`The outside-build lock was lost: ${error.message}`),
  });
  try {
    return await build();
  } finally {
    await release().catch(() => undefined);
  }
}
