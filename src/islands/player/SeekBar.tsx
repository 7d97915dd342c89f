import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatClockDuration } from '../../lib/time/durations.ts';
import { seekBy, seekTo } from '../../stores/player-controls.ts';

interface Props {
  /** Seconds played. */
  readonly position: number;
  /** The item's length in seconds. */
  readonly duration: number;
}

/** Arrow keys move 5 s and Page Up/Down 30 s: one-second steps are too small for a symphony. */
const KEY_STEPS: Readonly<Record<string, number>> = { ArrowLeft: -5, ArrowDown: -5, ArrowRight: 5, ArrowUp: 5, PageDown: -30, PageUp: 30 };

const clock = (seconds: number) => formatClockDuration(Math.max(0, Number.isFinite(seconds) ? seconds : 0) * 1000);

/**
 * Elapsed time, the seek bar and the total time. Dragging shows where the play head will
 * go and seeks on release; a keyboard or screen-reader change seeks at once, and the
 * slider reads as '1:23 of 10:05'.
 */
export default function SeekBar({ position, duration }: Props) {
  const [scrub, setScrub] = useState<number | null>(null);
  const shown = scrub ?? position;
  const total = Math.max(1, Math.floor(duration));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    seekBy(step);
  };
  const finishScrub = () => {
    if (scrub !== null) seekTo(scrub);
    setScrub(null);
  };
  return (
    <div className="player-bar__seek">
      <span className="player-bar__time" aria-hidden="true">{clock(shown)}</span>
      <input
        type="range"
        className="player-bar__range"
        min={0}
        max={total}
        step={1}
        value={Math.min(Math.floor(shown), total)}
        aria-label="Seek"
        aria-valuetext={`${clock(shown)} of ${clock(duration)}`}
        onPointerDown={() => setScrub(position)}
        onPointerUp={finishScrub}
        onPointerCancel={() => setScrub(null)}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (scrub === null) seekTo(value);
          else setScrub(value);
        }}
      />
      <span className="player-bar__time" aria-hidden="true">{clock(duration)}</span>
    </div>
  );
}
