/**
 * How the build-record integration (build-record.ts) tells the pages the build's moment, and the
 * pages tell it until when what they show of that moment holds (src/data/build-time.ts): both run
 * in the one `astro build` process, and they share these on the global object under registered
 * symbols, as the page finisher's channel does (finished-pages-channel.ts).
 */
const VALID_UNTIL = Symbol.for('concert-library:build-valid-until');
const MOMENT = Symbol.for('concert-library:build-moment');

const channel = globalThis as Record<symbol, Date | undefined>;

/** The instant every page of this build shows (src/data/build-time.ts `buildMoment`). */
export function fixBuildMoment(at: Date): void {
  channel[MOMENT] = at;
}

/** The instant fixed for this build; undefined outside `astro build` (the dev server reads the clock). */
export function fixedBuildMoment(): Date | undefined {
  return channel[MOMENT];
}

/** The setting that builds the site as of another instant than now, to see or test what it shows then. */
export const BUILD_MOMENT_ENV = 'BUILD_MOMENT';

/** The instant {@link BUILD_MOMENT_ENV} names (an ISO 8601 date and time), or undefined when it is unset. */
export function buildMomentSetting(value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const at = new Date(value.trim());
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim()) || Number.isNaN(at.getTime()))
    throw new Error(`${BUILD_MOMENT_ENV} must be an ISO 8601 instant, like 2026-12-24T19:30:00Z, not '${value}'.`);
  return at;
}

/** Notes that the pages hold until `until`; of several notes, the earliest counts. */
export function noteBuildValidUntil(until: Date): void {
  const noted = channel[VALID_UNTIL];
  if (noted === undefined || until.getTime() < noted.getTime()) channel[VALID_UNTIL] = until;
}

/** Until when this build's pages hold, if a page noted it. */
export function buildValidUntil(): Date | undefined {
  return channel[VALID_UNTIL];
}

/** Forgets the notes, at the start of a build. */
export function clearBuildValidUntil(): void {
  channel[VALID_UNTIL] = undefined;
}
