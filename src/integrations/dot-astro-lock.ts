import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';

/** How long a holder may go without touching a lock before another build takes it over (a build that died). */
const STALE_MS = 60_000;

/** How a lock under `.astro/` is named, waited for and warned about. */
export interface DotAstroLock {
  /** The project folder Astro runs in. */
  project: string;
  /** The lock folder's name under the project's `.astro/`, e.g. `content-sync.lock`. */
  name: string;
  /** The first and the longest wait between two tries, in ms. */
  wait: { first: number; longest: number };
  /** Told when the lock was lost to a slow refresh; losing it is no reason to stop a build. */
  warn: (message: string) => void;
}

/**
 * Takes a lock folder named `name` under the project's `.astro/`, waiting as long as another holds
 * it, and answers how to let it go. Astro keeps its shared working files there, so the builds that
 * must not overlap on them take their locks beside them; a build that died leaves its lock stale,
 * and the next one takes it over.
 */
export async function takeDotAstroLock({ project, name, wait, warn }: DotAstroLock): Promise<() => Promise<void>> {
  const dotAstro = join(project, '.astro');
  mkdirSync(dotAstro, { recursive: true });
  const release = await lock(dotAstro, {
    lockfilePath: join(dotAstro, name),
    stale: STALE_MS,
    retries: { forever: true, minTimeout: wait.first, maxTimeout: wait.longest },
    onCompromised: (error) => warn(`The ${name.replace(/\.lock$/, '')} lock was lost: ${error.message}`),
  });
  return () => release().catch(() => undefined);
}
