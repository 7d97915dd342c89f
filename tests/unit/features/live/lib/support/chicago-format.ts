import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { LiveTimeFormat } from '../../../../../../src/features/live/lib/live-notice.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Chicago wall-clock times for the tests: what the site's Central-time formatter shows a visitor
 * in Chicago, so the notices can be checked word for word across daylight-saving changes.
 */
export const chicagoFormat: LiveTimeFormat = {
  time: (instant) => dayjs(instant).tz('America/Chicago').format('h:mm a'),
  dateTime: (instant) => dayjs(instant).tz('America/Chicago').format('dddd, MMMM D, [at] h:mm a'),
};
