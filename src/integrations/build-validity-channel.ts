/**
 * How the pages tell the build-record integration (build-record.ts) until when what they show of
 * the build's moment holds (src/data/build-time.ts): both run in the one `astro build` process,
 * and the pages note it on the global object under a registered symbol, as the page finisher's
 * channel does (finished-pages-channel.ts).
 */
const VALID_UNTIL = Symbol.for('concert-library:build-valid-until');

const channel = globalThis as Record<symbol, Date | undefined>;

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
