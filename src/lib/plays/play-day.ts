import { formatCentral } from '../time/central-time.ts';
import type { Instant } from '../time/zoned-time.ts';

/**
 * The day a play is counted on: its date on the wall clock of Central time (America/Chicago), the zone
 * every time of the site is given in, as 'YYYY-MM-DD'. A period of the report is a span of these days.
 */
export function playDay(instant: Instant): string {
  return formatCentral(instant, 'YYYY-MM-DD');
}
