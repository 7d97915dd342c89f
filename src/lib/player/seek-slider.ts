import { formatClockDuration } from '../time/durations.ts';

/**
 * The seek bar's rules: what the slider shows and when it seeks. Dragging shows where the
 * play head will go and seeks on release; a keyboard or screen-reader change seeks at once.
 */

/** Where a drag holds the play head, in seconds; null when nothing is being dragged. */
export type Scrub = number | null;

/** What happens to the slider. */
export type ScrubEvent =
  /** The pointer went down on the slider while the audio was at `position`. */
  | { readonly type: 'press'; readonly position: number }
  /** The slider's value changed (a drag, a key, a screen reader). */
  | { readonly type: 'input'; readonly value: number }
  /** The pointer went up: the drag ends. */
  | { readonly type: 'release' }
  /** The browser took the pointer away: the drag ends without seeking. */
  | { readonly type: 'cancel' };

/** The slider's next drag state, and where to seek now (null: nowhere). */
export interface ScrubStep {
  readonly scrub: Scrub;
  readonly seek: number | null;
}

/** Follows a slider event: a value change seeks at once unless a drag holds it until release. */
export function scrubStep(scrub: Scrub, event: ScrubEvent): ScrubStep {
  switch (event.type) {
    case 'press':
      return { scrub: event.position, seek: null };
    case 'input':
      return scrub === null ? { scrub: null, seek: event.value } : { scrub: event.value, seek: null };
    case 'release':
      return { scrub: null, seek: scrub };
    case 'cancel':
      return { scrub: null, seek: null };
  }
}

/** Arrow keys move 5 s and Page Up/Down 30 s: one-second steps are too small for a symphony. */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -5,
  ArrowDown: -5,
  ArrowRight: 5,
  ArrowUp: 5,
  PageDown: -30,
  PageUp: 30,
};

/** The seconds a key moves the play head by; undefined for a key the slider handles itself (Home, End). */
export function seekKeyStep(key: string): number | undefined {
  return Object.hasOwn(KEY_STEPS, key) ? KEY_STEPS[key] : undefined;
}

/** A time in seconds on a clock face ('1:23'); anything not a finite positive number reads '0:00'. */
export function clockTime(seconds: number): string {
  return formatClockDuration(Math.max(0, Number.isFinite(seconds) ? seconds : 0) * 1000);
}

/** What the seek slider and the two times beside it show. */
export interface SeekSlider {
  /** Whole seconds, never past `max`. */
  readonly value: number;
  /** The item's whole seconds, at least 1 so the slider always has a range. */
  readonly max: number;
  /** What a screen reader says, e.g. '1:23 of 10:05'. */
  readonly valueText: string;
  readonly elapsed: string;
  readonly total: string;
}

/** The slider at `position` of `duration` seconds, or where a drag holds it. */
export function seekSlider(position: number, duration: number, scrub: Scrub): SeekSlider {
  const shown = scrub ?? position;
  const max = Math.max(1, Number.isFinite(duration) ? Math.floor(duration) : 0);
  const elapsed = clockTime(shown);
  const total = clockTime(duration);
  return {
    value: Math.min(Math.floor(Number.isFinite(shown) ? shown : 0), max),
    max,
    valueText: `${elapsed} of ${total}`,
    elapsed,
    total,
  };
}
