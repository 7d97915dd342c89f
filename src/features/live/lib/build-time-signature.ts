import { displayState, offersCalendar, type LiveStreamStateFields } from './live-state.ts';

/**
 * What the pages a build renders show of the moment it runs, as one string: the year (the footer's
 * copyright), and each live stream's state (the banner seed, the /live-streams list and calendar
 * feed, a stream page's 'Live now' and 'Add to calendar': every one a function of these). Two
 * instants with one signature give the same pages but for their stamps (a calendar's DTSTAMP, the
 * list's `builtAt`), which say when a page was made and are as true of the earlier one.
 * The year is the build machine's, as `Date#getFullYear` reads it, like the footer.
 */
export function buildTimeSignature(streams: readonly LiveStreamStateFields[], at: Date): string {
  const states = streams.map(
    (stream) => `${stream.identifier} ${displayState(stream, at)}${offersCalendar(stream, at) ? ' calendar' : ''}`,
  );
  return [String(at.getFullYear()), ...states].join('\n');
}
