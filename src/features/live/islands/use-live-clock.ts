import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { LiveTimeFormat } from '../lib/live-notice.ts';
import { CLOCK_FORMAT, formatCentral, lazyVisitorTimeFormat } from '#lib/time/central-time.ts';
import { visitorZone } from '../lib/visitor-zone.ts';
import { $now } from '../stores/live-clock.ts';

/** Central time alone: what the server-rendered HTML says before the visitor's zone is known. */
const CENTRAL_FORMAT: LiveTimeFormat = {
  time: (instant) => formatCentral(instant, CLOCK_FORMAT),
  dateTime: (instant) => formatCentral(instant),
};

/** The clock and time format the live-stream islands render with. */
export interface LiveClock {
  /** The visitor's clock, null while the page is rendered on the server or hydrating. */
  now: Date | null;
  /** Central time, with the visitor's own time first for visitors elsewhere (once `now` is known). */
  format: LiveTimeFormat;
}

/**
 * The visitor's clock ticking every 5 seconds while live streams exist. Until it is known
 * (server render and hydration, which must match) times read in Central time and no live
 * state is decided: a page never carries a state frozen at build time.
 */
export function useLiveClock(): LiveClock {
  const now = useStore($now, { ssr: 'initial' });
  const known = now !== null;
  const format = useMemo(() => (known ? lazyVisitorTimeFormat(visitorZone) : CENTRAL_FORMAT), [known]);
  return { now, format };
}
