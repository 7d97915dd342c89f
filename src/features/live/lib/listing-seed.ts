import type { LiveStream } from '#lib/api/live-stream.ts';

/**
 * A live stream as the islands that list streams are built with (the /live-streams list, the
 * live banner): without its program, which only the stream's own page shows (LiveProgram).
 * A program names every work and artist of the concert; at the scale catalogue twenty streams'
 * programs took /live-streams past the 300 KB bound for any page (scripts/site/largest-page.ts).
 * The islands take each stream's program from the API's list once it is fetched, as every other
 * field.
 */
export function listingSeed(stream: LiveStream): LiveStream {
  return { ...stream, program: null };
}
