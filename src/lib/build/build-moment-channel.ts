/**
 * How the build-record integration (src/integrations/build-record.ts) tells the pages the build's
 * moment, and the pages tell it until when what they show of that moment holds
 * (src/data/build-time.ts). Both run in the one `astro build` process and share these on the
 * global object under registered symbols, as the page finisher's channel does
 * (src/integrations/finished-pages-channel.ts). It sits here, below both, so that the pages'
 * data layer knows nothing of the integrations that run the build.
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
