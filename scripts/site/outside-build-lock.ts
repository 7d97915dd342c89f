import { isAbsolute, relative, resolve } from 'node:path';
import { takeDotAstroLock } from '../../src/integrations/dot-astro-lock.ts';

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
  const release = await takeDotAstroLock({
    project,
    name: 'outside-build.lock',
    wait: { first: 250, longest: 2_000 },
    warn: (message) => console.warn(message),
  });
  try {
    return await build();
  } finally {
    await release();
  }
}
