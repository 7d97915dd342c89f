import type { LiveTimeFormat } from '../lib/live-notice.ts';
import { startsAt } from '../lib/live-timing.ts';
import type { LiveStream } from '#lib/api/live-stream.ts';

/** A stream's start as 'Saturday, November 21, at 7:30 pm', with the visitor-zone rule of rules §9. */
export function LiveStartTime({
  stream,
  format,
}: {
  stream: Pick<LiveStream, 'identifier' | 'start_date_time'>;
  format: LiveTimeFormat;
}) {
  const start = startsAt(stream);
  return <time dateTime={start.toISOString()}>{format.dateTime(start)}</time>;
}
